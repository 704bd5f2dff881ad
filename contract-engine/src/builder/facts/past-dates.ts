import { findDates, type NumericDateOrder } from '../../language/dates';
import type { ContractTypeDef } from '../model';

// "We already started on November 1": a date said without its year is read as the next one to
// come, unless the words before it say it has happened; then it is the last one that has passed.

const HAPPENED =
  /\b(?:already|since|started|began|begun|commenced|moved in|took over|has been|have been)\b[^.?!\n]{0,30}$/i;
const CUE = /\b(?:already|since|started|began|begun|commenced|moved in|took over|has been|have been)\b/i;
const WRITTEN = /^([A-Z][a-z]+) (\d{1,2}), (\d{4})$/;

export function pastDates(
  type: ContractTypeDef,
  text: string,
  latest: Record<string, string>,
  today: string | undefined,
  dateOrder?: NumericDateOrder,
): void {
  // Most messages say nothing has happened: no date is read twice for them.
  if (!today || !CUE.test(text)) return;
  const mentions = findDates(text, today, dateOrder);
  for (const fact of type.facts) {
    const value = latest[fact.key];
    const written = value ? WRITTEN.exec(value) : null;
    if (fact.kind !== 'date' || !written) continue;
    const mention = mentions.find((candidate) => candidate.value === value);
    if (!mention) continue;
    const said = text.slice(mention.start, mention.end);
    const before = text.slice(Math.max(0, mention.start - 60), mention.start);
    if (/\d{4}/.test(said) || !HAPPENED.test(before)) continue;
    const earlier = `${written[1]} ${written[2]}, ${Number(written[3]) - 1}`;
    if (new Date(`${earlier} UTC`).getTime() <= new Date(`${today}T00:00:00Z`).getTime())
      latest[fact.key] = earlier;
  }
}
