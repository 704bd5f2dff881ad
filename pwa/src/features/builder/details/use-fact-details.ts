import { useEffect, useState } from 'react';
import type { ContractLocale, FactsDeclaration, FactState, InterviewMessage } from '@shared-schema';
import { loadEngine, todayIso } from '../builder-engine';
import { clauseRows, detailFields, fieldFor, type ClauseRow, type DetailField } from './detail-fields';

interface Input {
  contractName: string;
  contractType: string | null;
  messages: readonly InterviewMessage[];
  content: string | null;
  placeholders: Readonly<Record<string, string>> | null;
  /** The contract's locale: amounts typed without a currency are read in its currency. */
  locale?: ContractLocale;
}

export interface FactDetails {
  /** The contract type the facts belong to; null until the assistant knows it. */
  typeId: string | null;
  fields: DetailField[];
  clauses: ClauseRow[];
  /** The fact whose last answer could not be read: its editor shows inline in the chat. */
  inlineField: DetailField | null;
}

interface Read {
  declaration: FactsDeclaration;
  states: FactState[];
  inlineEditor: string | null;
}

const NOTHING: FactDetails = { typeId: null, fields: [], clauses: [], inlineField: null };

/**
 * Each declared fact of the contract's type with its state, read by the in-browser engine from the
 * conversation (so it works offline and for guests), and the clauses that can be removed.
 */
export function useFactDetails({
  contractName,
  contractType,
  messages,
  content,
  placeholders,
  locale,
}: Input): FactDetails {
  const [read, setRead] = useState<Read | null>(null);
  // The conversation as one string: a new array with the same messages is no change.
  const conversation = messages.map((message) => `${message.role}:${message.content}`).join('\u0000');
  const kept = JSON.stringify(placeholders ?? {});

  useEffect(() => {
    let live = true;
    void loadEngine().then((engine) => {
      if (!live) return;
      const turn = engine.runInterview({
        contractName,
        contractType,
        messages: messages.map(({ role, content: text }) => ({ role, content: text })),
        today: todayIso(),
        ...(locale ? { locale } : {}),
        ...(placeholders ? { keptFacts: { ...placeholders } } : {}),
      });
      const typeId = turn.contractType ?? contractType;
      const declaration = typeId ? engine.describeFacts(typeId, locale) : undefined;
      setRead(
        declaration
          ? { declaration, states: turn.factStates ?? [], inlineEditor: turn.inlineEditor ?? null }
          : null,
      );
    });
    return () => {
      live = false;
    };
    // `conversation` and `kept` stand for the messages and the placeholders.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [contractName, contractType, conversation, locale, kept]);

  if (!read) return NOTHING;
  const fields = detailFields(read.declaration, read.states, placeholders, locale);
  return {
    typeId: read.declaration.typeId,
    fields,
    clauses: clauseRows(read.declaration, content),
    inlineField: read.inlineEditor ? (fieldFor(fields, read.inlineEditor) ?? null) : null,
  };
}
