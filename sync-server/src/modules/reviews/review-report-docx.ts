import { AlignmentType, Document, Footer, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import { orderedExplanations, orderedRedFlags, scoreBand, sideNote, type ReviewData } from '@shared-schema';

export const DOCX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
export const NOT_LEGAL_ADVICE =
  'This report was produced automatically by Clausecraft and is not legal advice. Consult a qualified lawyer before relying on it.';

const heading = (
  text: string,
  level: (typeof HeadingLevel)[keyof typeof HeadingLevel] = HeadingLevel.HEADING_1,
) => new Paragraph({ text, heading: level, spacing: { before: 240, after: 120 } });
const para = (text: string) => new Paragraph({ children: [new TextRun(text)], spacing: { after: 80 } });
const labelled = (label: string, value: string) =>
  new Paragraph({
    children: [new TextRun({ text: `${label}: `, bold: true }), new TextRun(value || '—')],
    spacing: { after: 60 },
  });
const bullet = (text: string) => new Paragraph({ text, bullet: { level: 0 } });
const none = (what: string) => para(`No ${what} found.`);

function keyTerms(data: ReviewData): Paragraph[] {
  const k = data.keyTermsSummary;
  return [
    heading('Key Terms'),
    labelled('Parties', k.parties.join('; ')),
    labelled('Duration', k.duration),
    labelled('Payment terms', k.paymentTerms),
    labelled('Termination conditions', k.terminationConditions),
    new Paragraph({ children: [new TextRun({ text: 'Key obligations:', bold: true })] }),
    ...(k.keyObligations.length ? k.keyObligations.map(bullet) : [none('key obligations')]),
  ];
}

function redFlags(data: ReviewData): Paragraph[] {
  const out = [
    heading(`Red Flags (${data.redFlags.length} ${data.redFlags.length === 1 ? 'issue' : 'issues'} found)`),
  ];
  if (!data.redFlags.length) return [...out, none('red flags')];
  for (const f of orderedRedFlags(data)) {
    out.push(
      heading(`${f.title} — ${f.severity.toUpperCase()} severity`, HeadingLevel.HEADING_3),
      para(f.description),
      labelled('Location', f.location),
      labelled('Risk level', f.riskLevel),
    );
    if (f.legalConsequences) out.push(labelled('Legal consequences', f.legalConsequences));
  }
  return out;
}

function missingClauses(data: ReviewData): Paragraph[] {
  const out = [heading('Missing or Recommended Clauses')];
  if (!data.missingClauses.length) return [...out, none('missing clauses')];
  for (const c of data.missingClauses) {
    out.push(
      heading(`${c.clauseType} (${c.importance})`, HeadingLevel.HEADING_3),
      para(c.description),
      labelled('Suggested', c.suggestedText),
    );
    if (c.modelClause)
      out.push(
        new Paragraph({
          children: [
            new TextRun({ text: 'Model clause: ', bold: true }),
            new TextRun({ text: c.modelClause, italics: true }),
          ],
        }),
      );
  }
  return out;
}

function editSuggestions(data: ReviewData): Paragraph[] {
  const out = [heading('Edit Suggestions')];
  if (!data.editSuggestions.length) return [...out, none('edit suggestions')];
  for (const e of data.editSuggestions) {
    out.push(
      heading(e.section, HeadingLevel.HEADING_3),
      labelled('Current text', e.currentText),
      labelled('Suggested text', e.suggestedText),
      labelled('Rationale', e.rationale),
    );
  }
  return out;
}

function obligations(data: ReviewData): Paragraph[] {
  const out = [heading('Obligations & Deadlines')];
  if (!data.obligations.length) return [...out, none('obligations')];
  for (const o of data.obligations) {
    out.push(
      new Paragraph({
        children: [new TextRun({ text: `${o.party}: `, bold: true }), new TextRun(o.obligation)],
        spacing: { before: 120 },
      }),
      labelled('Deadline', o.deadline),
      labelled('Consequence', o.consequence),
    );
  }
  return out;
}

function explanations(data: ReviewData): Paragraph[] {
  const out = [heading('Plain Language Explanations')];
  if (!data.plainLanguageExplanations.length) return [...out, none('explanations')];
  for (const p of orderedExplanations(data)) {
    out.push(
      new Paragraph({
        children: [new TextRun({ text: `“${p.originalText}”`, italics: true })],
        spacing: { before: 120 },
      }),
      para(p.explanation),
      labelled('Importance', p.importance),
    );
  }
  return out;
}

/** The full analysis as a Word report (download and e-mail attachment). */
export async function buildReviewReport(data: ReviewData, meta: { reviewedAt: Date }): Promise<Buffer> {
  const info = data.contractInfo;
  const doc = new Document({
    creator: 'Clausecraft',
    title: 'Contract Review Report',
    sections: [
      {
        footers: {
          default: new Footer({
            children: [
              new Paragraph({
                alignment: AlignmentType.CENTER,
                children: [new TextRun({ text: NOT_LEGAL_ADVICE, size: 16, italics: true })],
              }),
            ],
          }),
        },
        children: [
          new Paragraph({ text: 'Contract Review Report', heading: HeadingLevel.TITLE }),
          new Paragraph({
            children: [
              new TextRun({
                text: `Overall score: ${info.overallScore}/100 (${scoreBand(info.overallScore)})`,
                bold: true,
                size: 32,
              }),
            ],
            spacing: { after: 200 },
          }),
          heading('Contract Analysis'),
          labelled('Contract type', info.type),
          labelled('Complexity', info.complexity),
          labelled('Length', info.length),
          labelled('Reviewed', meta.reviewedAt.toISOString().slice(0, 10)),
          ...(data.perspective
            ? [
                labelled(
                  'Reviewed for',
                  `the ${data.perspective.party} (other party: the ${data.perspective.otherParty}). ${sideNote(data) ?? ''}`.trim(),
                ),
              ]
            : []),
          labelled('Summary', info.summary),
          ...keyTerms(data),
          ...redFlags(data),
          ...missingClauses(data),
          ...editSuggestions(data),
          ...obligations(data),
          ...explanations(data),
          heading('Disclaimer'),
          para(NOT_LEGAL_ADVICE),
        ],
      },
    ],
  });
  return Packer.toBuffer(doc);
}
