import type { ReactNode } from 'react';
import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import {
  orderedExplanations,
  orderedRedFlags,
  scoreBadgeColor,
  scoreBand,
  type ContractInfo,
  type EditSuggestion,
  type KeyTermsSummary,
  type MissingClause,
  type Obligation,
  type PlainLanguageExplanation,
  type RedFlag,
} from '@shared-schema';

// The analysis cards, shared by the review screen and the review detail screen.

const BADGE_BG = { green: 'success', yellow: 'warning', red: 'danger' } as const;
const SEVERITY_BG = { high: 'danger', medium: 'warning', low: 'secondary' } as const;

export function ScoreBadge({ score }: { score: number }) {
  return (
    <Badge
      bg={BADGE_BG[scoreBadgeColor(score)]}
      text={scoreBadgeColor(score) === 'yellow' ? 'dark' : undefined}
      className="fs-6"
      data-testid="score-badge"
    >
      {score}/100 · {scoreBand(score)}
    </Badge>
  );
}

export function ReviewCard({
  title,
  badge,
  children,
  testId,
}: {
  title: string;
  badge?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Card className="shadow-sm mb-3" data-testid={testId}>
      <Card.Body>
        <div className="d-flex justify-content-between align-items-start gap-2 mb-2">
          <h2 className="h5 mb-0">{title}</h2>
          {badge}
        </div>
        {children}
      </Card.Body>
    </Card>
  );
}

function Empty({ what }: { what: string }) {
  return <p className="text-body-secondary mb-0">No {what} found.</p>;
}

export function ContractAnalysisCard({ info, reviewed }: { info: ContractInfo; reviewed?: string }) {
  return (
    <ReviewCard
      title="Contract Analysis"
      badge={<ScoreBadge score={info.overallScore} />}
      testId="contract-analysis"
    >
      <dl className="row mb-2 small">
        <dt className="col-5">Score</dt>
        <dd className="col-7">{info.overallScore}/100</dd>
        <dt className="col-5">Type</dt>
        <dd className="col-7">{info.type}</dd>
        <dt className="col-5">Complexity</dt>
        <dd className="col-7 text-capitalize">{info.complexity}</dd>
        <dt className="col-5">Length</dt>
        <dd className="col-7">{info.length}</dd>
        {reviewed !== undefined && (
          <>
            <dt className="col-5">Reviewed</dt>
            <dd className="col-7">{reviewed}</dd>
          </>
        )}
      </dl>
      <p className="mb-0">{info.summary}</p>
    </ReviewCard>
  );
}

export function KeyTermsCard({
  terms,
  title = 'Key Terms Summary',
  withTermination = false,
}: {
  terms: KeyTermsSummary;
  title?: string;
  withTermination?: boolean;
}) {
  return (
    <ReviewCard title={title} testId="key-terms">
      <dl className="mb-0 small">
        <dt>Parties</dt>
        <dd>{terms.parties.length ? terms.parties.join(', ') : 'Not identified'}</dd>
        <dt>Duration</dt>
        <dd>{terms.duration || 'Not stated'}</dd>
        <dt>Payment Terms</dt>
        <dd>{terms.paymentTerms || 'Not stated'}</dd>
        <dt>Key Obligations</dt>
        <dd>
          {terms.keyObligations.length ? (
            <ul className="mb-0 ps-3">
              {terms.keyObligations.map((o, i) => (
                <li key={i}>{o}</li>
              ))}
            </ul>
          ) : (
            'None identified'
          )}
        </dd>
        {withTermination && (
          <>
            <dt>Termination Conditions</dt>
            <dd className="mb-0">{terms.terminationConditions || 'Not stated'}</dd>
          </>
        )}
      </dl>
    </ReviewCard>
  );
}

export function RedFlagsCard({ flags, showCount = false }: { flags: RedFlag[]; showCount?: boolean }) {
  return (
    <ReviewCard
      title="Red Flags"
      testId="red-flags"
      badge={showCount ? <Badge bg="danger">{flags.length} issues found</Badge> : undefined}
    >
      {flags.length === 0 ? (
        <Empty what="red flags" />
      ) : (
        orderedRedFlags({ redFlags: flags }).map((f, i) => (
          <div key={i} className="border-start border-3 border-danger ps-2 mb-3" data-testid="red-flag">
            <div className="d-flex gap-2 align-items-center">
              <strong>{f.title}</strong>
              <Badge
                bg={SEVERITY_BG[f.severity]}
                // White on Bootstrap's yellow is 1.6:1; dark text on it reads at 11:1 (issue 25 item 13).
                text={f.severity === 'medium' ? 'dark' : undefined}
                className="text-capitalize"
              >
                {f.severity}
              </Badge>
            </div>
            <p className="mb-1 small">{f.description}</p>
            <p className="mb-1 small text-body-secondary">
              Location: {f.location} · Risk: {f.riskLevel}
            </p>
            {f.legalConsequences && (
              <p className="mb-0 small">
                <em>Legal consequences:</em> {f.legalConsequences}
              </p>
            )}
          </div>
        ))
      )}
    </ReviewCard>
  );
}

export function MissingClausesCard({
  clauses,
  title = 'Missing or Risky Clauses',
  showModelClause = false,
}: {
  clauses: MissingClause[];
  title?: string;
  showModelClause?: boolean;
}) {
  return (
    <ReviewCard title={title} testId="missing-clauses">
      {clauses.length === 0 ? (
        <Empty what="missing clauses" />
      ) : (
        clauses.map((c, i) => (
          <div key={i} className="mb-3">
            <div className="d-flex gap-2 align-items-center">
              <strong>{c.clauseType}</strong>
              <Badge
                bg={
                  c.importance === 'critical'
                    ? 'danger'
                    : c.importance === 'important'
                      ? 'warning'
                      : 'secondary'
                }
                text={c.importance === 'important' ? 'dark' : undefined}
                className="text-capitalize"
              >
                {c.importance}
              </Badge>
            </div>
            <p className="mb-1 small">{c.description}</p>
            <p className="mb-1 small">
              <em>Suggested:</em> {c.suggestedText}
            </p>
            {showModelClause && c.modelClause && (
              <blockquote className="small bg-body-tertiary p-2 mb-0">{c.modelClause}</blockquote>
            )}
          </div>
        ))
      )}
    </ReviewCard>
  );
}

/** Ticks beside the suggestions, for choosing which to apply (the review detail screen of a paid review). */
export interface SuggestionPicks {
  picked: readonly boolean[];
  onToggle: (index: number) => void;
}

export function EditSuggestionsCard({
  suggestions,
  picks,
  footer,
}: {
  suggestions: EditSuggestion[];
  picks?: SuggestionPicks;
  footer?: ReactNode;
}) {
  return (
    <ReviewCard title="Edit Suggestions" testId="edit-suggestions">
      {suggestions.length === 0 ? (
        <Empty what="edit suggestions" />
      ) : (
        suggestions.map((s, i) => (
          <div key={i} className="mb-3 small d-flex gap-2">
            {picks && (
              <input
                type="checkbox"
                className="form-check-input flex-shrink-0 mt-1"
                id={`pick-suggestion-${i}`}
                checked={picks.picked[i] ?? false}
                onChange={() => picks.onToggle(i)}
                aria-label={`Apply the suggested edit to ${s.section}`}
              />
            )}
            <div>
              <strong>{s.section}</strong>
              <p className="mb-1">
                <span className="text-danger">Current:</span> {s.currentText}
              </p>
              <p className="mb-1">
                <span className="text-success">Suggested:</span> {s.suggestedText}
              </p>
              <p className="mb-0 text-body-secondary">Rationale: {s.rationale}</p>
            </div>
          </div>
        ))
      )}
      {footer}
    </ReviewCard>
  );
}

export function ObligationsCard({ obligations }: { obligations: Obligation[] }) {
  return (
    <ReviewCard title="Obligations & Deadlines" testId="obligations">
      {obligations.length === 0 ? (
        <Empty what="obligations" />
      ) : (
        obligations.map((o, i) => (
          <div key={i} className="mb-3 small">
            <strong>{o.party}</strong>: {o.obligation}
            <div className="text-body-secondary">
              Deadline: {o.deadline} · Consequence: {o.consequence}
            </div>
          </div>
        ))
      )}
    </ReviewCard>
  );
}

export function ExplanationsCard({ explanations }: { explanations: PlainLanguageExplanation[] }) {
  return (
    <ReviewCard title="Plain Language Explanations" testId="explanations">
      {explanations.length === 0 ? (
        <Empty what="explanations" />
      ) : (
        orderedExplanations({ plainLanguageExplanations: explanations }).map((p, i) => (
          <div key={i} className="mb-3 small">
            <blockquote className="fst-italic mb-1">“{p.originalText}”</blockquote>
            <p className="mb-0">
              {p.explanation}{' '}
              <Badge bg="light" text="dark">
                {p.importance}
              </Badge>
            </p>
          </div>
        ))
      )}
    </ReviewCard>
  );
}

const SAMPLE_LINES = [
  'Sample finding that is part of the full analysis.',
  'Another detailed point with the suggested wording.',
  'What it means for you and what to do about it.',
];

/** A premium card shown as a blurred sample: the real data never reaches the client until it is paid. */
export function BlurredCard({ title, premium = false }: { title: string; premium?: boolean }) {
  return (
    <ReviewCard
      title={title}
      badge={
        premium ? (
          <Badge bg="warning" text="dark">
            Premium
          </Badge>
        ) : undefined
      }
      testId="blurred-card"
    >
      <div aria-hidden="true" style={{ filter: 'blur(5px)', userSelect: 'none', pointerEvents: 'none' }}>
        {SAMPLE_LINES.map((line) => (
          <p key={line} className="small mb-1">
            {line}
          </p>
        ))}
      </div>
    </ReviewCard>
  );
}

export const PREMIUM_CARD_TITLES = [
  'Red Flags',
  'Missing or Risky Clauses',
  'Edit Suggestions',
  'Plain Language Explanations',
  'Obligations & Deadlines',
] as const;
