import { describe, expect, it } from 'vitest';
import { APP_ROUTE_SEGMENTS } from '@shared-schema/constants';
import { routes } from './routes';

describe('the server knows every screen of the app', () => {
  it('lists the first segment of every route in APP_ROUTE_SEGMENTS (others answer HTTP 404)', () => {
    const children = routes[0]?.children ?? [];
    const segments = new Set(
      children.flatMap((route) => (route.path && route.path !== '*' ? [route.path.split('/')[0] ?? ''] : [])),
    );
    expect([...segments].sort()).toEqual([...APP_ROUTE_SEGMENTS].sort());
  });
});
