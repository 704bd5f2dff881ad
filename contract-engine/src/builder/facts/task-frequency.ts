import type { ContractTypeDef } from '../model';

// "clean their office three evenings a week": how often the work is done is part of the task, not
// when it is paid. A bare frequency read as the payment schedule from the same message is dropped
// when its words lie inside the task read from that message; the schedule is then asked for.

const FREQUENCY_WORDS: Readonly<Record<string, RegExp>> = {
  daily: /\b(?:daily|(?:a|per|each|every)\s+day)\b/i,
  weekly: /\b(?:weekly|(?:a|per|each|every)\s+week)\b/i,
  fortnightly: /\b(?:fortnightly|(?:every|each)\s+(?:two|other)\s+weeks?)\b/i,
  monthly: /\b(?:monthly|(?:a|per|each|every)\s+month)\b/i,
};

export function dropTaskFrequency(type: ContractTypeDef, text: string, latest: Record<string, string>): void {
  const schedule = type.facts.find((fact) => fact.kind === 'payment-schedule' && latest[fact.key]);
  const task = type.facts.find((fact) => fact.kind === 'text' && !fact.patterns && latest[fact.key]);
  if (!schedule || !task) return;
  const words = FREQUENCY_WORDS[(latest[schedule.key] ?? '').toLowerCase()];
  if (!words || !words.test(latest[task.key] ?? '')) return;
  // Said again outside the task ("... three evenings a week, billed weekly"), it is the schedule.
  const outside = text.replace(latest[task.key] ?? '', ' ');
  if (!words.test(outside)) delete latest[schedule.key];
}
