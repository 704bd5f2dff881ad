import type { ContractTypeDef } from '../model';

// The legal systems each template is written for. Every built-in template follows a US common-law
// model; outside the US the preview and the .docx say so (see jurisdiction-note.ts).

export const US_MODEL = ['US'] as const;

export function legalSystemsOf(type: ContractTypeDef): string[] {
  return [...(type.legalSystems ?? US_MODEL)];
}
