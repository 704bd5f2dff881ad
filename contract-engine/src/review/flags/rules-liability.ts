import type { FlagRule } from './flag-rule';

const MUTUAL =
  /\b(?:each party|either party|both parties|the parties|mutual\w*|each of the parties|one party to the other)\b/i;

export const LIABILITY_FLAGS: readonly FlagRule[] = [
  {
    id: 'uncapped-liability',
    title: 'Uncapped liability',
    severity: 'high',
    description: 'This clause leaves a party exposed to liability with no upper limit.',
    legalConsequences:
      'A single claim could exceed the value of the whole contract; the exposed party may owe every proven loss, including indirect losses if they are not excluded.',
    patterns: [
      /\bunlimited liability\b/gi,
      /\bliab\w*\b[^.;]{0,80}\b(?:shall not be limited|is not limited|will not be limited|shall be unlimited|without limit)/gi,
      /\b(?:limitations?|caps?|exclusions?) (?:of|on) (?:liability|damages)\b[^.;]{0,120}\b(?:shall|will) not apply\b/gi,
    ],
    suggest: () => ({
      suggestedText:
        "Except for liability that cannot be limited by law, each party's total liability arising out of or relating to this Agreement shall not exceed the total fees paid or payable under this Agreement in the twelve (12) months before the event giving rise to the claim.",
      rationale:
        'A mutual cap tied to the contract value keeps the worst case proportionate while leaving fraud and other non-excludable liability untouched.',
    }),
  },
  {
    id: 'one-sided-indemnity',
    title: 'One-sided indemnity',
    severity: 'medium',
    description: "Only one party promises to cover the other side's losses and claims.",
    legalConsequences:
      "The indemnifying party may have to pay the other side's losses, settlements and legal fees, sometimes even where the other side was partly at fault, with no reciprocal protection.",
    patterns: [
      /\b(?:shall|will|agrees? to|hereby agrees? to|must)\b(?: (?:defend|and|,))* (?:indemnify|hold (?:\w+ )?harmless)\b/gi,
    ],
    exclude: MUTUAL,
    assess: (s) =>
      /\bregardless of\b|\bown (?:negligence|fault)\b|\bany and all\b|\bwhatsoever\b|\barising (?:out of|from) or (?:in connection|relating)/i.test(
        s,
      )
        ? { severity: 'high', detail: 'The wording is broad (any and all claims or regardless of fault).' }
        : { severity: 'medium' },
    suggest: () => ({
      suggestedText:
        "Each party shall indemnify and hold harmless the other party from third-party claims to the extent caused by the indemnifying party's breach of this Agreement, negligence or wilful misconduct, provided that the indemnified party gives prompt notice of the claim and reasonable cooperation.",
      rationale:
        'Mutual, fault-based indemnities allocate risk to the party that caused the loss and are the market norm in balanced contracts.',
    }),
  },
  {
    id: 'liquidated-damages',
    title: 'Liquidated damages or termination fee',
    severity: 'medium',
    description: 'A fixed sum becomes payable on breach or early termination, whatever the actual loss.',
    legalConsequences:
      'The paying party owes the fixed amount without the other side proving its loss; if the sum is not a genuine pre-estimate of loss a court may refuse to enforce it as a penalty, but disputing it is costly.',
    patterns: [
      /\bliquidated damages\b/gi,
      /\b(?:early )?termination (?:fee|charge|penalty)\b/gi,
      /\bbreak-?up fee\b/gi,
      /\bpenalt(?:y|ies) (?:of|equal to|in the amount)\b/gi,
    ],
    exclude: /\bno (?:penalty|termination fee)\b|\bwithout (?:penalty|any termination fee)\b/i,
    suggest: (s) => ({
      suggestedText: `${s.trim()} The amount payable shall not exceed a reasonable pre-estimate of the loss actually suffered and shall be the sole remedy for the breach concerned.`,
      rationale:
        'Capping the sum at a genuine pre-estimate of loss and making it the exclusive remedy avoids double recovery and keeps it enforceable.',
    }),
  },
];
