import { generateContract } from '@contract-engine';
import type { ContractLocale, GuestData } from '@shared-schema';

/** The facts of the sample guest draft: a date, a dollar amount typed as "$" and names to keep as given. */
export const GUEST_DRAFT_FACTS = {
  'CLIENT NAME': 'Priya Shah',
  'SERVICE PROVIDER NAME': 'Hedge & Border',
  'START DATE': 'March 2, 2027',
  'PAYMENT AMOUNT': '$4,500',
};

/** A drafted guest service agreement written for `locale`, as the guest builder stores it. */
export function writtenGuestDraft(locale: ContractLocale): GuestData {
  const written = generateContract('service-agreement', GUEST_DRAFT_FACTS, { locale });
  return {
    messages: [
      { role: 'assistant', content: 'What is the contract about?' },
      { role: 'user', content: 'Garden design for Priya Shah, $4,500, starting March 2, 2027' },
    ],
    aiConfidence: 55,
    contractReview: null,
    contract: {
      id: 1767261600000,
      userId: 'guest',
      name: 'Garden design',
      type: 'service-agreement',
      status: 'in-progress',
      aiConfidence: 55,
      content: written.content,
      placeholders: written.placeholders,
      locale,
    },
  };
}
