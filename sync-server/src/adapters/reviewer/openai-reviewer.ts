import OpenAI, { APIConnectionError, APIError } from 'openai';
import { z } from 'zod';
import { reviewDataSchema, type ReviewData } from '@shared-schema';
import { ReviewerBadResponseError, ReviewerUnavailableError, type Reviewer } from './reviewer';

export type OpenAiReviewerOptions = {
  apiKey: string | undefined;
  baseUrl: string | undefined;
  model: string;
  timeoutMs?: number;
};

/** The analysis waits behind a 60 s countdown on the screen; the provider gets a little less. */
export const OPENAI_REVIEW_TIMEOUT_MS = 55_000;

// Only the fields of spec 001 section 3; evidence, detectedClauses and keyTerms are the built-in engine's extras.
const responseSchema = reviewDataSchema.omit({ detectedClauses: true, keyTerms: true });
const jsonSchema = z.toJSONSchema(responseSchema, { io: 'input', unrepresentable: 'any' });

const SYSTEM_PROMPT = [
  'You are a careful contract reviewer. Analyse the contract the user sends and answer with ONE JSON object matching the given JSON schema.',
  'contractInfo.overallScore is 0-100 (80+ excellent, 60+ good, 40+ fair, 20+ poor, below 20 dangerous); complexity is simple, moderate or complex; length is a short phrase such as "2,300 words".',
  'redFlags: risky terms with severity high, medium or low, where they are (location), a riskLevel phrase and legalConsequences.',
  'missingClauses: clauses this type of contract should have but lacks, importance critical, important or other, with suggestedText and a modelClause.',
  'editSuggestions quote currentText exactly from the contract. Write plain English. This is not legal advice.',
].join('\n');

/** Reviewer backed by any OpenAI-compatible chat-completions endpoint, with structured JSON output. */
export function createOpenAiReviewer(options: OpenAiReviewerOptions): Reviewer {
  const client = new OpenAI({
    // Local OpenAI-compatible servers often need no key; the SDK insists on one.
    apiKey: options.apiKey ?? 'not-needed',
    baseURL: options.baseUrl,
    timeout: options.timeoutMs ?? OPENAI_REVIEW_TIMEOUT_MS,
    // One try: the user is already waiting behind a countdown.
    maxRetries: 0,
  });
  return {
    kind: 'openai',
    async review(contractText, reviewOptions) {
      const side = reviewOptions?.party
        ? `Review the contract from the side of the party "${reviewOptions.party}": red flags, score and edit suggestions protect that party.`
        : 'Review the contract from the side of the party that did not draft it.';
      let content: string | null | undefined;
      try {
        const completion = await client.chat.completions.create({
          model: options.model,
          temperature: 0,
          messages: [
            { role: 'system', content: `${SYSTEM_PROMPT}\n${side}` },
            { role: 'user', content: contractText },
          ],
          response_format: {
            type: 'json_schema',
            json_schema: { name: 'contract_review', schema: jsonSchema, strict: false },
          },
        });
        content = completion.choices[0]?.message.content;
      } catch (error) {
        if (error instanceof APIConnectionError) throw new ReviewerUnavailableError();
        if (error instanceof APIError && (error.status === 429 || error.status === 503))
          throw new ReviewerUnavailableError();
        if (error instanceof APIError)
          throw new ReviewerBadResponseError(
            `The contract review service failed (HTTP ${error.status ?? 'error'}). Please try again.`,
          );
        throw new ReviewerUnavailableError();
      }
      if (!content) throw new ReviewerBadResponseError();
      let json: unknown;
      try {
        json = JSON.parse(content);
      } catch {
        throw new ReviewerBadResponseError();
      }
      const parsed = responseSchema.safeParse(json);
      if (!parsed.success) throw new ReviewerBadResponseError();
      const data: ReviewData = parsed.data;
      return data;
    },
  };
}
