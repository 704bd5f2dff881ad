import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { z } from 'zod';
import { generateContract, guestShouldGenerate, newVersion } from '@contract-engine';
import {
  applyTurn,
  readFactAction,
  type ChatResponse,
  type guestChatBodySchema,
  type guestChatResponseSchema,
  type InterviewMessage,
} from '@shared-schema';
import { ConflictError } from '../../errors';
import type { Assistant } from '../../adapters/assistant/assistant';
import { checkConversationSize } from './conversation-limit';
import type { ContractsService } from './contracts-service';
import type { VersionsRepository } from '../versions/versions-repository';

type GuestChatBody = z.infer<typeof guestChatBodySchema>;
type GuestChatResponse = z.infer<typeof guestChatResponseSchema>;

/** The engine's "today": the agreement date and relative dates ("next Monday") are read against it. */
function today(): string {
  return new Date().toISOString().slice(0, 10);
}

function finalizedConflict(): ConflictError {
  return new ConflictError('This contract is finalized and can no longer be changed.', 'contract-finalized');
}

/**
 * Chat with the assistant. Signed in: the conversation is stored and a generated contract updates the
 * row (and reaches devices through sync). Guest: nothing is stored; a provider failure falls back to
 * the built-in engine (the guest assistant already does that).
 */
export class ContractChatService {
  private readonly db: Knex;
  private readonly contracts: ContractsService;
  private readonly assistant: Assistant;
  private readonly guestAssistant: Assistant;
  private readonly versions: VersionsRepository;

  /** `guestAssistant` answers guests: the configured assistant with the built-in engine as its fallback. */
  constructor(deps: {
    db: Knex;
    contracts: ContractsService;
    assistant: Assistant;
    guestAssistant: Assistant;
    versions: VersionsRepository;
  }) {
    ({
      db: this.db,
      contracts: this.contracts,
      assistant: this.assistant,
      guestAssistant: this.guestAssistant,
      versions: this.versions,
    } = deps);
  }

  /** `deviceId`: the device that asked ('server' when it does not say), recorded in the version a change makes. */
  async chat(userId: string, id: string, text: string, deviceId = 'server'): Promise<ChatResponse> {
    const contract = await this.contracts.get(userId, id);
    if (contract.status === 'finalized') throw finalizedConflict();
    const history = await this.contracts.messages(userId, id);
    const messages: InterviewMessage[] = [
      ...history.map(({ role, content }) => ({ role, content })),
      { role: 'user', content: text },
    ];
    checkConversationSize(messages);
    // The assistant runs outside the transaction (a provider may take seconds); when it fails nothing
    // is stored, so sending the same message again does not leave a duplicate behind.
    const turn = await this.assistant.reply({
      contractName: contract.name,
      contractType: contract.type,
      messages,
      today: today(),
      locale: contract.locale,
      ...(contract.placeholders ? { keptFacts: contract.placeholders } : {}),
    });

    return this.db.transaction(async (trx) => {
      const current = await this.contracts.get(userId, id, trx, true);
      if (current.status === 'finalized') throw finalizedConflict();
      const userAt = new Date();
      await this.contracts.appendMessage(
        { id: randomUUID(), contractId: id, userId, role: 'user', content: text, timestamp: userAt },
        trx,
      );
      await this.contracts.appendMessage(
        {
          id: randomUUID(),
          contractId: id,
          userId,
          role: 'assistant',
          content: turn.message,
          timestamp: new Date(userAt.getTime() + 1),
        },
        trx,
      );
      // The shared rule: only the fields the turn changes are written, so only their clocks move.
      const updated = (await this.contracts.update(userId, id, applyTurn(current, turn), trx)) ?? current;
      // A Details-panel change is the person's; anything else the assistant wrote from the conversation.
      const byPerson = readFactAction(text) !== null;
      const version = newVersion({
        id: randomUUID(),
        contractId: id,
        deviceId,
        authorKind: byPerson ? 'person' : 'assistant',
        cause: byPerson ? 'details' : 'chat',
        before: current,
        after: updated,
        createdAt: new Date(userAt.getTime() + 1),
      });
      if (version) await this.versions.insert(version, userId, trx);
      const generated = turn.contract !== null;
      return {
        message: turn.message,
        confidence: turn.confidence,
        generationStarting: generated,
        shouldGenerate: generated,
        contract: updated,
      };
    });
  }

  async guestChat(body: GuestChatBody): Promise<GuestChatResponse> {
    checkConversationSize(body.messages);
    const date = today();
    const turn = await this.guestAssistant.reply({
      contractName: body.contractName,
      contractType: body.contractType ?? null,
      messages: body.messages,
      today: date,
      ...(body.locale ? { locale: body.locale } : {}),
      ...(body.keptFacts ? { keptFacts: body.keptFacts } : {}),
    });
    const userTexts = body.messages
      .filter((message) => message.role === 'user')
      .map((message) => message.content);
    // Spec 000 section 4: a guest sees a draft after the 4th message (3rd with price/payment talk),
    // even when facts are still missing; the unknown ones stay [INSERT ...] markers.
    const contract =
      turn.contract ??
      (turn.contractType && guestShouldGenerate(userTexts)
        ? generateContract(turn.contractType, turn.facts, {
            today: date,
            ...(body.locale ? { locale: body.locale } : {}),
            ...turn.documentEdits,
          })
        : null);
    return {
      message: turn.message,
      confidence: turn.confidence,
      contract: contract
        ? {
            content: contract.content,
            status: 'in-progress',
            type: turn.contractType,
            placeholders: contract.placeholders,
          }
        : null,
    };
  }
}
