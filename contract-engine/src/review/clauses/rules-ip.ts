import type { ClauseRule } from './rule';

// Intellectual property: ownership, licences and their limits, escrow and no-challenge covenants.

const LICENSE = /\blicen[cs]\w*|\bright to use\b|\bgrants?\b[^.]{0,80}\bright/i;

export const IP_RULES: readonly ClauseRule[] = [
  {
    category: 'IP Ownership Assignment',
    patterns: [
      /\bhereby (?:irrevocably )?(?:assigns?|transfers?|conveys?)\b/gi,
      /\b(?:assign\w*|transfer\w*)\b[^.;]{0,80}\ball (?:of (?:its|his|her|their) )?(?:right|rights),? title,? and interest\b/gi,
      /\bworks? made for hire\b/gi,
      /\bsecure (?:the )?(?:company's|its|their) rights in\b/gi,
      /\bappointed\b[^.;]{0,40}\b(?:copyright|patent|trademark) (?:holder|owner)\b/gi,
    ],
  },
  {
    // Ownership wording counts only for things created under the contract: "each party keeps its
    // own marks" is retention, not an assignment.
    category: 'IP Ownership Assignment',
    patterns: [
      /\b(?:shall|will) (?:be|become|remain|vest in)\b[^.;]{0,40}\b(?:the )?(?:sole and )?(?:exclusive )?property of\b/gi,
      /\b(?:shall|will) (?:solely |exclusively )?own\b[^.;]{0,80}\b(?:intellectual property|inventions?|works?|deliverables|data|results|rights?|materials|copyrights?)/gi,
      /\b(?:shall|will) own and retain all right,? title\b/gi,
      /\b(?:inventions?|work product|deliverables|developments)\b[^.;]{0,200}\b(?:sole|exclusive) property\b/gi,
      /\bshall be (?:solely |exclusively |jointly )?owned by\b/gi,
    ],
    require:
      /\b(?:develop\w*|creat\w*|invent\w*|conceiv\w*|made|produc\w*|prepar\w*|authored|generated|arising|in the course of|deliverables|work product|works in progress|data generated)\b/i,
    exclude:
      /\b(?:each party|either party|respective)\b[^.;]{0,60}\b(?:own|retain)\w*\b[^.;]{0,40}\b(?:its|their) (?:own|respective)\b|\brepresents and warrants\b/i,
  },
  {
    category: 'Joint IP Ownership',
    patterns: [
      /\bjointly (?:owned|own|held|registered|developed and owned)\b/gi,
      /\bjoint (?:owners?hip|owners|intellectual property|inventions?|names)\b/gi,
      /\bco-?own\w*/gi,
      /\bowned jointly\b/gi,
      /\bin the names of both\b/gi,
    ],
  },
  {
    category: 'License Grant',
    patterns: [
      /\bgrant\w*\b[^.;]{0,120}\b(?:licen[cs]e|sub-?licen[cs]e|right to use|right and license|rights? to (?:use|reproduce|display|distribute|sell|market|make))\b/gi,
      /\blicen[cs]e[sd]? (?:is |are )?(?:hereby )?granted\b/gi,
      /\bhereby licen[cs]es\b/gi,
      /\b(?:non-?exclusive|exclusive|royalty-free|limited|worldwide|perpetual|irrevocable|fully[- ]paid) (?:[\w-]+,? ){0,5}licen[cs]e (?:to|under)\b/gi,
      /\b(?:grants?|granted)\b[^.;]{0,60}\bthe (?:following )?rights\b/gi,
    ],
  },
  {
    category: 'Non-Transferable License',
    patterns: [
      /\bnon-?transferable\b/gi,
      /\bnot (?:be )?transferable\b/gi,
      /\bnon-?sub-?licensable\b/gi,
      /\bwithout the right to (?:sub-?licen[cs]e|transfer|assign)\b/gi,
      /\bmay not (?:sub-?licen[cs]e|transfer|assign|convey|permit any third party to use)\b/gi,
      /\bprohibits? any pass-?through rights\b/gi,
    ],
    require: LICENSE,
  },
  {
    category: 'Affiliate License-Licensor',
    patterns: [
      /\b(?:licensor|grantor) and (?:its|their) affiliates\b[^.;]{0,120}\b(?:grant|licen[cs]e)/gi,
      /\blicen[cs]e[^.;]{0,160}\b(?:owned|controlled) by (?:the )?(?:licensor|grantor) or (?:its|any of its) affiliates\b/gi,
    ],
  },
  {
    category: 'Affiliate License-Licensee',
    patterns: [
      /\blicen[cs]e\w*[^.;]{0,200}\b(?:and|or|to) (?:its|their|licensee's) (?:affiliates|subsidiaries)\b/gi,
      /\b(?:licensee|sublicensee) and (?:its|their) (?:affiliates|subsidiaries)\b/gi,
      /\bexcept (?:\(\w\) )?to [\w' ]{1,40}(?:subsidiaries|affiliates)\b/gi,
    ],
    require: LICENSE,
  },
  {
    category: 'Unlimited/All-You-Can-Eat-License',
    patterns: [
      /\bunlimited (?:number of )?(?:users|use|usage|copies|licen[cs]es?|seats|installations|instances)\b/gi,
      /\benterprise[- ]wide licen[cs]e\b/gi,
      /\ball[- ]you[- ]can[- ]eat\b/gi,
    ],
  },
  {
    category: 'Irrevocable or Perpetual License',
    patterns: [
      /\b(?:irrevocable|perpetual)\b[^.;]{0,100}\blicen[cs]e/gi,
      /\blicen[cs]e\b[^.;]{0,120}\b(?:irrevocable|perpetual|in perpetuity)\b/gi,
      /\b(?:rights?|licen[cs]e)\b[^.;]{0,120}\bindefinite (?:period|term)\b/gi,
    ],
  },
  {
    category: 'Source Code Escrow',
    patterns: [
      /\bsource code\b[^.;]{0,120}\bescrow\b/gi,
      /\bescrow\b[^.;]{0,120}\bsource code\b/gi,
      /\bescrow agent\b[^.;]{0,120}\b(?:software|code|materials)\b/gi,
    ],
  },
  {
    category: 'Covenant Not to Sue',
    patterns: [
      /\bcovenants? not to sue\b/gi,
      /\b(?:shall|will|agrees? (?:to|that it will)) not\b[^.;]{0,100}\b(?:contest|challenge|dispute|oppose|attack|impair)\w*\b[^.;]{0,100}\b(?:validity|ownership|title|rights?|marks?|patents?|trademarks?|registration)\b/gi,
      /\b(?:not|never)\b[^.;]{0,30}\bmake any claim to ownership\b/gi,
      /\b(?:shall|will) not\b[^.;]{0,40}\b(?:bring|commence|institute|file|assert)\b[^.;]{0,60}\b(?:claim|action|suit|proceeding)s?\b[^.;]{0,80}\b(?:against|relating)/gi,
      /\b(?:recogni[sz]es|acknowledges)\b[^.;]{0,60}\b(?:title|ownership)\b[^.;]{0,60}\b(?:marks?|trademarks?|intellectual property)\b/gi,
    ],
  },
  {
    category: 'Third Party Beneficiary',
    patterns: [
      /\b(?:is|are|shall be|be deemed|intended (?:to be )?)(?: an?)? (?:express |intended )?third[- ]party beneficiar\w*/gi,
      /\bthird[- ]party beneficiar\w*\b[^.;]{0,80}\b(?:entitled|may enforce|right to enforce)\b/gi,
    ],
    exclude: /\b(?:no|not|nothing|none|neither)\b/i,
  },
];
