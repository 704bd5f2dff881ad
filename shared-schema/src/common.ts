import { z } from 'zod';
import { LIMITS } from './constants';

export const idSchema = z.uuid({ message: 'Invalid id' });
export const isoDateTimeSchema = z.iso.datetime({ offset: true });
export const emailSchema = z
  .string({ message: 'Email is required' })
  .trim()
  .max(LIMITS.emailMax, 'Email is too long')
  .pipe(z.email({ message: 'Please enter a valid email address' }));
