// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdEarlyClicks } from './early-clicks';

afterEach(() => {
  document.body.innerHTML = '';
});

function setup() {
  document.body.innerHTML =
    '<div id="root"><button id="a">A</button><button id="b">B</button><a id="link" href="#x">x</a></div><button id="outside">O</button>';
  const root = document.getElementById('root');
  if (!root) throw new Error('no root');
  const clicks: string[] = [];
  document.body.addEventListener('click', (event) => {
    if (event.target instanceof Element) clicks.push(event.target.id);
  });
  const press = (id: string) => document.getElementById(id)?.click();
  return { root, clicks, press };
}

describe('holdEarlyClicks', () => {
  it('holds button presses inside the container and presses the last one again on release', () => {
    const { root, clicks, press } = setup();
    const early = holdEarlyClicks(root);
    press('a');
    press('b');
    expect(clicks).toEqual([]);
    early.release();
    expect(clicks).toEqual(['b']);
    press('a');
    expect(clicks).toEqual(['b', 'a']);
  });

  it('lets links and buttons outside the container through', () => {
    const { root, clicks, press } = setup();
    const early = holdEarlyClicks(root);
    press('link');
    press('outside');
    expect(clicks).toEqual(['link', 'outside']);
    early.release();
    expect(clicks).toEqual(['link', 'outside']);
  });

  it('does not press a button that left the page', () => {
    const { root, press } = setup();
    const early = holdEarlyClicks(root);
    press('a');
    const onClick = vi.fn();
    const a = document.getElementById('a');
    a?.addEventListener('click', onClick);
    a?.remove();
    early.release();
    expect(onClick).not.toHaveBeenCalled();
  });
});
