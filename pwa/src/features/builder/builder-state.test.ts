import { describe, expect, it } from 'vitest';
import { builderCard, builderStep, canSend, confidenceFooter, downloadLabel } from './builder-state';
import { markupContract, newlyFilledKeys, substitutePlaceholders } from './contract-markup';
import { SIMULATION, simulateGuestTurn, typingDelay } from './guest-chat';

describe('builder state', () => {
  it('maps status to the step', () => {
    expect(builderStep('draft')).toBe(1);
    expect(builderStep('in-progress')).toBe(2);
    expect(builderStep('completed')).toBe(3);
    expect(builderStep('finalized')).toBe(3);
    // After a paid download the stepper shows the last step, not 'Step 2 of 3'.
    expect(builderStep('in-progress', '2026-11-23T01:00:00.000Z')).toBe(3);
  });

  it('shows the guest confidence footer only for generated in-progress drafts, split at 75', () => {
    expect(confidenceFooter({ content: null, status: 'in-progress', aiConfidence: 90 })).toBeNull();
    expect(confidenceFooter({ content: 'X', status: 'draft', aiConfidence: 90 })).toBeNull();
    expect(confidenceFooter({ content: 'X', status: 'in-progress', aiConfidence: 74 })).toBe(
      '(Need more info)',
    );
    expect(confidenceFooter({ content: 'X', status: 'in-progress', aiConfidence: 75 })).toBe(
      '(Ready to generate)',
    );
    expect(confidenceFooter({ content: 'X', status: 'in-progress', aiConfidence: null })).toBe(
      '(Need more info)',
    );
  });

  it('picks the card: guest sign-up, download with 2+ credits, download required below', () => {
    const generated = { status: 'in-progress' as const, content: 'TEXT', downloadedAt: null };
    expect(builderCard(generated, true, null)).toBe('guest-generated');
    expect(builderCard({ ...generated, status: 'draft' }, true, null)).toBeNull();
    expect(builderCard(generated, false, 2)).toBe('download');
    expect(builderCard(generated, false, 1)).toBe('download-required');
    expect(builderCard(generated, false, null)).toBe('download-required');
    expect(builderCard({ ...generated, downloadedAt: '2026-01-01T00:00:00Z' }, false, 0)).toBeNull();
    expect(builderCard({ ...generated, status: 'draft', content: null }, false, 5)).toBeNull();
    expect(builderCard({ ...generated, status: 'finalized' }, false, 5)).toBe('download');
  });

  it('labels the download button', () => {
    expect(downloadLabel(null)).toBe('Download (2 credits)');
    expect(downloadLabel('2026-01-01T00:00:00Z')).toBe('Download Again');
  });

  it('never sends blank text or while pending', () => {
    expect(canSend('   \n ', false)).toBe(false);
    expect(canSend('hello', true)).toBe(false);
    expect(canSend(' hello ', false)).toBe(true);
  });
});

describe('contract markup', () => {
  const content = 'Between [INSERT CLIENT NAME] and [INSERT PROVIDER NAME] for [INSERT PAYMENT AMOUNT].';

  it('highlights markers and substitutes only non-empty string values', () => {
    const segments = markupContract(content, {
      'CLIENT NAME': 'Acme LLC',
      'PROVIDER NAME': '',
      'PAYMENT AMOUNT': '   ',
    });
    expect(segments.filter((s) => s.kind === 'marker').map((s) => s.text)).toEqual([
      '[INSERT PROVIDER NAME]',
      '[INSERT PAYMENT AMOUNT]',
    ]);
    expect(segments.filter((s) => s.kind === 'value').map((s) => s.text)).toEqual(['Acme LLC']);
    expect(substitutePlaceholders(content, { 'CLIENT NAME': 'Acme LLC' })).toBe(
      'Between Acme LLC and [INSERT PROVIDER NAME] for [INSERT PAYMENT AMOUNT].',
    );
    expect(substitutePlaceholders(content, null)).toBe(content);
    expect(substitutePlaceholders('Signed for [INSERT CLIENT NAME].', { 'CLIENT NAME': 'Acme Ltd.' })).toBe(
      'Signed for Acme Ltd.',
    );
  });

  it('flashes newly filled values, in substituted markers and in the text', () => {
    const text = 'Jane Doe shall pay [INSERT CLIENT NAME]. Signed, Jane Doe.';
    const segments = markupContract(
      text,
      { 'CLIENT NAME': 'Acme', 'PROVIDER NAME': 'Jane Doe' },
      new Set(['PROVIDER NAME', 'CLIENT NAME']),
    );
    expect(segments.filter((s) => s.kind === 'value' && s.flash).map((s) => s.text)).toEqual([
      'Jane Doe',
      'Acme',
      'Jane Doe',
    ]);
    expect(segments.map((s) => s.text).join('')).toBe('Jane Doe shall pay Acme. Signed, Jane Doe.');
  });

  it('finds the keys whose value became a different non-empty string', () => {
    expect([...newlyFilledKeys({ A: '', B: 'x', C: 'y' }, { A: 'new', B: 'x', C: 'z', D: '' })]).toEqual([
      'A',
      'C',
    ]);
    expect([...newlyFilledKeys(null, { A: 'v' })]).toEqual(['A']);
  });
});

describe('guest simulation', () => {
  const base = {
    contractId: 1,
    contractName: 'Website design',
    contractType: null,
    locale: 'en-US' as const,
  };

  it('types for 0.8 to 2 seconds', () => {
    expect(typingDelay(() => 0)).toBe(800);
    expect(typingDelay(() => 1)).toBe(2_000);
  });

  it('generates after the 4th message, or the 3rd when payment talk came earlier, with the spec confidence', async () => {
    const say = (...texts: string[]) => texts.map((content) => ({ role: 'user' as const, content }));
    const one = await simulateGuestTurn({ ...base, messages: say('I design websites') });
    expect(one).toMatchObject({ confidence: 15, contract: null, simulated: true, generationDelayMs: 0 });
    const three = await simulateGuestTurn({
      ...base,
      messages: say('I design websites', 'For Acme LLC', 'Starting in May'),
    });
    expect(three).toMatchObject({ confidence: 55, contract: null });
    const earlyThree = await simulateGuestTurn({
      ...base,
      messages: say('A freelance job', 'For Acme LLC', 'Starting in May'),
    });
    expect(earlyThree.contract?.status).toBe('in-progress');
    expect(earlyThree.generationDelayMs).toBe(SIMULATION.generationMs);
    const four = await simulateGuestTurn({
      ...base,
      messages: say('I design websites', 'For Acme LLC', 'Starting in May', 'In Texas'),
    });
    expect(four.confidence).toBe(85);
    expect(four.contract?.content).toMatch(/\[INSERT [A-Z ]+\]|AGREEMENT/);
  });

  it("writes a guest's draft for the draft's (browser's) locale, not the governing law's", async () => {
    const say = (...texts: string[]) => texts.map((content) => ({ role: 'user' as const, content }));
    const turn = await simulateGuestTurn({
      ...base,
      locale: 'en-GB',
      messages: say(
        'I design websites for Acme LLC',
        'The fee is 2,000 per month',
        'Work starts on May 4, 2027',
        'The law of Texas applies',
      ),
    });
    expect(turn.contract?.content).toContain('4 May 2027');
    expect(turn.contract?.content).toContain('£2,000');
    expect(turn.contract?.content).not.toContain('May 4, 2027');
  });

  it("keeps a bare amount in the currency the guest's draft holds after a locale change", async () => {
    const say = (...texts: string[]) => texts.map((content) => ({ role: 'user' as const, content }));
    const turn = await simulateGuestTurn({
      ...base,
      locale: 'en-GB',
      keptFacts: { 'PAYMENT AMOUNT': 'US$2,000 per month' },
      messages: say(
        'I design websites for Acme LLC',
        'The fee is 2,000 per month',
        'Work starts on May 4, 2027',
        'The law of Texas applies',
      ),
    });
    expect(turn.contract?.content).toContain('US$2,000');
    expect(turn.contract?.content).not.toContain('£2,000');
  });
});
