import { NdaModel } from './nda-model';
import { NDA_MODEL_JSON } from './nda-model.generated';

// The committed NDA model, decoded on first use only (a review of an NDA). In the browser this
// module is part of the contract-engine chunk, which the PWA itself imports lazily.

let shipped: NdaModel | null = null;

export function shippedNdaModel(): NdaModel {
  shipped ??= NdaModel.fromJson(NDA_MODEL_JSON);
  return shipped;
}
