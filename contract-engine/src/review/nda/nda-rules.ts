import { candidateSentences } from '../text/caseless';
import type { ContractDocument } from '../text/document';

// NDA features (the 17 ContractNLI hypotheses) as hand-written sentence rules: a sentence satisfies
// a feature's rule when it matches `pattern`, does not match `veto` and matches `require`. The
// learned NDA model (nda-model.ts) takes each rule's verdict as one of its features.

export interface NdaFeature {
  readonly id: string;
  readonly label: string;
  readonly pattern: RegExp;
  readonly veto?: RegExp;
  /** The sentence must also match this. */
  readonly require?: RegExp;
}

export const NDA_FEATURES: readonly NdaFeature[] = [
  {
    id: 'nda-1',
    label: 'Confidential information must be expressly identified',
    pattern:
      /\b(?:marked|designated|identified|labell?ed|stamped)\b[^.;]{0,40}\bas (?:being )?["']?(?:confidential|proprietary)|\b(?:confirmed|reduced|summari[sz]ed|designated) (?:as confidential )?in writing\b/i,
    veto: /\bwhether or not (?:marked|designated|identified)|\bregardless of whether\b|\bnot (?:be )?(?:required|necessary) (?:to be )?(?:marked|identified)/i,
  },
  {
    id: 'nda-2',
    label: 'Confidential information covers technical information only',
    pattern:
      /\b(?:confidential information|proprietary information)\b[^.;]{0,40}\b(?:means|shall mean|includes|is defined)\b[^.;]{0,200}\btechnical\b/i,
    veto: /\b(?:business|financial|commercial|marketing|customers?|pricing|personnel|strategic|plans)\b/i,
  },
  {
    id: 'nda-3',
    label: 'Oral disclosures are covered',
    pattern: /\b(?:oral(?:ly)?|verbal(?:ly)?|spoken)\b/i,
  },
  {
    id: 'nda-4',
    label: 'Use limited to the purpose',
    pattern:
      /\b(?:use|used|utili[sz]e)\b[^.;]{0,100}\b(?:solely|only|exclusively|strictly)\b[^.;]{0,80}\b(?:purpose|for the|in connection|to evaluat|evaluation|transaction|discussions|project)|\bnot (?:to )?(?:use|utili[sz]e|exploit)\b[^.;]{0,120}\b(?:other than|except|for any purpose|for (?:its|their) own)/i,
  },
  {
    id: 'nda-5',
    label: 'Sharing with employees allowed',
    pattern:
      /\b(?:employees|officers|directors|staff|personnel)\b[^.;]{0,200}\b(?:need to know|need-to-know|reasonably require|who require)\b|\bdisclos\w*\b[^.;]{0,120}\b(?:its|their|to) (?:employees|officers|directors|personnel|staff)\b|\bneed to know\b/i,
  },
  {
    id: 'nda-7',
    label: 'Sharing with third parties (advisers, consultants) allowed',
    pattern:
      /\b(?:disclos\w*|shar\w*|provid\w*|made available)\b[^.;]{0,250}\b(?:consultants?|advis[eo]rs?|agents|contractors|attorneys|accountants|counsel|auditors|representatives|affiliates|financing sources|lenders)\b|\b(?:consultants?|advis[eo]rs?|attorneys|accountants|counsel|representatives|affiliates)\b[^.;]{0,200}\bneed to know\b/i,
    veto: /\bnot (?:to )?disclose\b[^.;]{0,60}\bto any third part/i,
  },
  {
    id: 'nda-8',
    label: 'Notice before compelled disclosure',
    pattern:
      /\b(?:required|compelled|requested|ordered)\b[^.;]{0,160}\b(?:law|court|order|subpoena|regulation|governmental|legal process|judicial|authority|stock exchange)\b[^.;]{0,300}\b(?:notify|notice|inform|advise)\w*|\b(?:notify|notice|inform)\w*\b[^.;]{0,200}\b(?:required|compelled)\b[^.;]{0,120}\b(?:law|court|order|subpoena|legal process)/i,
  },
  {
    id: 'nda-10',
    label: 'The agreement itself is confidential',
    pattern:
      /\b(?:existence|terms|fact|content|nature)\b[^.;]{0,120}\b(?:this agreement|the discussions|negotiations|the transaction|the relationship|the possible transaction|the evaluation|discussions)\b[^.;]{0,200}\b(?:confidential|not (?:be )?disclos\w*|without the (?:prior )?(?:written )?consent)|\bnot (?:to )?disclose\b[^.;]{0,150}\b(?:the (?:fact|existence)|that (?:discussions|negotiations)|the terms of this agreement)/i,
  },
  {
    id: 'nda-11',
    label: 'No reverse engineering',
    pattern: /\breverse[- ]?engineer\w*|\bdecompil\w*|\bdisassembl\w*/i,
  },
  {
    id: 'nda-12',
    label: 'Independent development allowed',
    pattern:
      /\bindependently (?:developed|develop|created|conceived|generated)\b|\bdevelop\w*\b[^.;]{0,60}\bindependently\b|\bindependent(?:ly)? develop\w*/i,
  },
  {
    id: 'nda-13',
    label: 'Information from third parties allowed',
    pattern:
      /\b(?:received|obtained|acquired|disclosed|comes? into)\b[^.;]{0,150}\b(?:third part(?:y|ies)|another source|other source|source other than)\b|\bfrom a third party\b/i,
  },
  {
    id: 'nda-15',
    label: 'No licence granted',
    pattern:
      /\bno (?:other )?(?:right|license|licence|rights)\b[^.;]{0,120}\b(?:granted|is granted|are granted|conferred|implied|given)\b|\bnothing (?:in this agreement|herein|contained)\b[^.;]{0,150}\b(?:grant|licen[cs]e|right|title)\b|\bnot (?:be )?(?:construed|deemed|interpreted) (?:as|to)\b[^.;]{0,60}\b(?:grant\w*|conve\w*|confer\w*)\b[^.;]{0,80}\b(?:licen[cs]e|right)|\b(?:license|licence)\b[^.;]{0,60}\b(?:is|are|shall be) (?:hereby )?(?:neither )?(?:granted|implied)\b[^.;]{0,20}\bnor\b/i,
  },
  {
    id: 'nda-16',
    label: 'Return or destruction of information',
    pattern:
      /\breturn\w*\b[^.;]{0,250}\b(?:destroy\w*|destruction|confidential information|evaluation material|materials|documents|copies)\b|\bdestroy\w*\b[^.;]{0,150}\b(?:confidential information|materials|documents|copies)\b/i,
    // The hypothesis is about termination; return on request alone does not entail it.
    require: /\bterminat\w*|\bexpir\w*|\bend of\b|\bconclusion\b|\bcompletion\b|\bno longer\b/i,
  },
  {
    id: 'nda-17',
    label: 'Copies allowed in some circumstances',
    pattern:
      /\b(?:may|permitted to|entitled to)\b[^.;]{0,60}\b(?:make|making)?\b[^.;]{0,20}\b(?:copy|copies|reproduc\w*)\b|\b(?:copy|copies|reproduc\w*)\b[^.;]{0,100}\b(?:except|other than|unless|as (?:is )?(?:reasonably )?(?:necessary|required))\b/i,
    veto: /\b(?:shall|will|may) not\b[^.;]{0,30}\b(?:copy|reproduce|make (?:any )?copies)\b(?![^.;]{0,100}\b(?:except|other than|unless|necessary))/i,
  },
  {
    id: 'nda-18',
    label: 'No solicitation of staff',
    pattern:
      /\bsolicit\w*\b[^.;]{0,150}\b(?:employ\w*|hire|personnel|staff|officers)\b|\b(?:employ|hire)\b[^.;]{0,60}\b(?:employees?|personnel|officers)\b[^.;]{0,60}\bof (?:the )?(?:other|disclosing|company)/i,
  },
  {
    id: 'nda-19',
    label: 'Obligations survive termination',
    pattern:
      /\bsurviv\w*|\b(?:after|following|notwithstanding) (?:the )?(?:termination|expiration|expiry)\b[^.;]{0,150}\b(?:continue|remain|bound|in (?:full )?(?:force|effect))\b|\bcontinue (?:in (?:full )?(?:force|effect)|to (?:apply|be bound))\b[^.;]{0,150}\b(?:after|following|termination|expiration)|\bfor (?:a period of )?[\w() ]{1,20} years (?:after|following|from) (?:the )?(?:termination|expiration|date of disclosure|disclosure)/i,
  },
  {
    id: 'nda-20',
    label: 'Some information may be kept after return or destruction',
    pattern:
      /\b(?:retain|keep|maintain)\b[^.;]{0,150}\b(?:cop(?:y|ies)|archiv\w*|back-?up|legal|record|compliance|regulatory)\b|\b(?:except|other than|notwithstanding)\b[^.;]{0,150}\b(?:retain|archiv\w*|back-?up)/i,
    veto: /\bshall not retain\b|\bwithout retaining\b|\bno (?:copies|confidential information) (?:shall|will|may) be retained\b/i,
  },
];

/** Whether one sentence satisfies a feature's rule. */
export function ruleMatches(feature: NdaFeature, sentence: string): boolean {
  return (
    feature.pattern.test(sentence) &&
    !(feature.veto?.test(sentence) ?? false) &&
    (feature.require?.test(sentence) ?? true)
  );
}

/**
 * Per sentence of a document, per feature (NDA_FEATURES order), whether the sentence satisfies the
 * rule: the same verdicts as ruleMatches on each sentence, from one scan of the text per rule.
 */
export function ruleHitsIn(doc: ContractDocument): boolean[][] {
  const hits = doc.sentences.map(() => NDA_FEATURES.map(() => false));
  NDA_FEATURES.forEach((feature, f) => {
    for (const i of candidateSentences(doc, feature.pattern)) {
      const s = doc.sentences[i];
      const row = hits[i];
      if (s && row && ruleMatches(feature, s.text)) row[f] = true;
    }
  });
  return hits;
}
