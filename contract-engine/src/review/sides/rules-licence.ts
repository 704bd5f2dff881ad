import { payerOf } from './rules-payment';
import { actorAt, matches, names, type SideRule } from './side-finding';

// A revocable licence to work the user pays to have made: the other side keeps what it was paid to
// create (a website, designs, photographs, deliverables) and grants the user only a licence it can
// take back. Flagged for the paying party only; high when revocable at will. A subscription to the
// other side's own product ("the Software", "the Platform", "the Services") is not work made for
// the user and is not flagged, nor is a licence to the other side's pre-existing tools.

const REVOCABLE = /\brevocable\b|\bmay (?:at any time )?revoke\b|\bright to revoke\b/gi;
const GRANT = /\b(?:grants?|licen[cs]es)\b/i;
/** Work made for the paying party under the contract. */
const MADE_FOR_USER =
  /\b(?:deliverables?|website|web site|work product|commissioned|bespoke|photographs?|artwork|designs?|logos?|(?:created|developed|produced|made) (?:for|under))\b/i;
const PRE_EXISTING = /\bpre-?existing\b|\bbackground (?:ip|intellectual property|materials)\b/i;
const AT_WILL =
  /\bat any time\b|\bfor any reason\b|\b(?:sole|absolute) discretion\b|\bwithout (?:cause|notice|reason)\b/i;

const revocableDeliverablesLicence: SideRule = (ctx) => {
  if (payerOf(ctx) !== 'user') return [];
  for (const { sentence, at } of matches(ctx, REVOCABLE)) {
    const text = sentence.text;
    if (/\bnon-?\s*$/i.test(text.slice(Math.max(0, at - 5), at))) continue;
    if (!MADE_FOR_USER.test(text) || PRE_EXISTING.test(text)) continue;
    const grant = GRANT.exec(text);
    // The other side grants it, and the user is the party it is granted to.
    if (!grant || actorAt(ctx, text, grant.index, 160) !== 'other') continue;
    const grantee = text.slice(grant.index + grant[0].length, grant.index + grant[0].length + 40);
    if (actorAt(ctx, grantee, grantee.length, grantee.length) !== 'user') continue;
    const { O, U, Ob } = names(ctx);
    const atWill = AT_WILL.test(text);
    return [
      {
        id: 'revocable-deliverables-licence',
        rank: 6,
        effect: 'adverse',
        severity: atWill ? 'high' : 'medium',
        title: `${O} can take back the work you pay for`,
        explanation: `You pay for this work, but ${O} keeps it and gives you only a licence it can revoke${atWill ? ' whenever it likes' : ''}. Once revoked, you may have to stop using what you paid to have made (your website, designs or materials), even after paying in full.`,
        consequences: `A dispute over any invoice, or ${O}'s own decision, can take your website or materials away, and you cannot move them to another supplier or change them freely.`,
        fix: `On payment of the fees for them, ${Ob} assigns to ${U} all intellectual property in the deliverables made for ${U} under this Agreement. To the extent ${Ob} keeps any pre-existing material included in them, ${Ob} grants ${U} a perpetual, irrevocable, royalty-free licence to use, copy and modify that material as part of the deliverables.`,
        rationale:
          'You own what you paid for once it is paid; the supplier keeps only its pre-existing tools, licensed to you for good.',
        sentence,
      },
    ];
  }
  return [];
};

export const LICENCE_RULES: readonly SideRule[] = [revocableDeliverablesLicence];
