import { DETECTION_THRESHOLD, detectContractType, scoreContractTypes } from './detect-type';
import type { ContractTypeDef } from './model';
import { findContractType } from './types/registry';

// The contract type of a conversation, rebuilt from its messages alone (like every other fact).

const SWITCH_WORDS = /\b(?:actually|instead|rather|change|switch|make it|i meant|not an?|wrong)\b/i;

// "Sorry, I got it wrong: I'm not the landlord, I want a letting agent to run the flat": a need told
// again as a correction, in words no keyword names; read like a first need, it must lead clearly.
const CORRECTS_NEED = /\b(?:wrong|i meant|mistake|mixed up|instead|rather than|not (?:the|an?|my))\b/i;

function retoldNeed(text: string, current: string | null): string | null {
  if (!CORRECTS_NEED.test(text)) return null;
  const scores = scoreContractTypes(text);
  const [best] = scores;
  const own = scores.find((score) => score.typeId === current)?.score ?? 0;
  const clear = best && best.score >= DETECTION_THRESHOLD * 2 && best.score - own >= DETECTION_THRESHOLD;
  return clear && best.typeId !== current ? best.typeId : null;
}

/** The general type a need that fits no other goes to. */
export const GENERAL_TYPE_ID = 'service-agreement';

interface TypeReading {
  /** The type the messages read as, or null while nothing says. */
  current: string | null;
  /** True once a message read as a type (by its words, not the general fallback). */
  detected: boolean;
}

/**
 * Until one message names a type clearly, the type follows everything said so far (the contract
 * name is only a hint); after that, later messages switch it only explicitly. The need is read
 * against the declarations as first told (up to the message that gave a type): answers and edits
 * after it ("receives", "hire their employees") are no new need.
 */
// Every turn asks for the type several times over the same messages; each reading is kept (bounded).
const readings = new Map<string, TypeReading>();

function readType(contractName: string | undefined, userTexts: readonly string[]): TypeReading {
  const key = JSON.stringify([contractName ?? '', userTexts]);
  const known = readings.get(key);
  if (known) return known;
  const reading = readTypeOnce(contractName, userTexts);
  if (readings.size >= 500) readings.delete(readings.keys().next().value ?? '');
  readings.set(key, reading);
  return reading;
}

function readTypeOnce(contractName: string | undefined, userTexts: readonly string[]): TypeReading {
  let accumulated = contractName ?? '';
  let current = detectContractType(accumulated);
  // The contract name is a title, not a need told: the need is frozen at a message, never at it.
  let need: string | undefined;
  let settled = false;
  for (const text of userTexts) {
    accumulated = `${accumulated}\n${text}`;
    const [best] = scoreContractTypes(text, { named: settled });
    const retold = current ? retoldNeed(text, current) : null;
    if (retold) {
      current = retold;
      need = text;
      settled = true;
      continue;
    }
    if (!settled) {
      const found = detectContractType(accumulated, need === undefined ? {} : { need });
      current = found ?? current;
      need ??= found ? accumulated : undefined;
      settled = Boolean(best && best.score >= DETECTION_THRESHOLD * 2);
      continue;
    }
    if (best && best.typeId !== current && best.score >= DETECTION_THRESHOLD * 2 && SWITCH_WORDS.test(text))
      current = best.typeId;
  }
  return { current, detected: current !== null };
}

/**
 * "Actually it's a mutual NDA, we both share": a message that names a type by its words is about the
 * contract, not an answer to the question before it.
 */
export function namesContractType(text: string): boolean {
  const [best] = scoreContractTypes(text, { named: true });
  return Boolean(best && best.score >= DETECTION_THRESHOLD * 2);
}

/**
 * A need that fits no type ("a retainer for my photography") goes to the general service
 * agreement once the person has described it (a sentence, or a second message), never on a
 * bare greeting.
 */
function closestGeneralType(userTexts: readonly string[]): ContractTypeDef | undefined {
  const described = userTexts.length >= 2 || userTexts.some((text) => text.trim().split(/\s+/).length >= 6);
  return described ? findContractType(GENERAL_TYPE_ID) : undefined;
}

/** The contract type: the one chosen, else the one the messages read as, else the general one. */
export function resolveType(
  contractName: string | undefined,
  contractType: string | null | undefined,
  userTexts: readonly string[],
): ContractTypeDef | undefined {
  const explicit = findContractType(contractType);
  if (explicit) return explicit;
  return findContractType(readType(contractName, userTexts).current) ?? closestGeneralType(userTexts);
}

/** True when the type was not detected but chosen as the closest general one. */
export function isFallbackType(
  contractName: string | undefined,
  contractType: string | null | undefined,
  userTexts: readonly string[],
): boolean {
  return !findContractType(contractType) && !readType(contractName, userTexts).detected;
}
