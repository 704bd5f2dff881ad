import type { ContractTypeDef } from '../model';
import { commercialLease } from './commercial-lease';
import { consulting } from './consulting';
import { employmentOffer } from './employment-offer';
import { equipmentRental } from './equipment-rental';
import { independentContractor } from './independent-contractor';
import { mutualNda } from './mutual-nda';
import { oneWayNda } from './one-way-nda';
import { partnership } from './partnership';
import { promissoryNote } from './promissory-note';
import { propertyManagement } from './property-management';
import { residentialLease } from './residential-lease';
import { saleOfGoods } from './sale-of-goods';
import { serviceAgreement } from './service-agreement';

// Order matters only for ties in detection: the general service agreement wins those.
export const CONTRACT_TYPES: readonly ContractTypeDef[] = [
  serviceAgreement,
  independentContractor,
  consulting,
  mutualNda,
  oneWayNda,
  residentialLease,
  commercialLease,
  propertyManagement,
  employmentOffer,
  saleOfGoods,
  partnership,
  promissoryNote,
  equipmentRental,
];

const BY_ID = new Map(CONTRACT_TYPES.map((type) => [type.id, type]));

export function findContractType(id: string | null | undefined): ContractTypeDef | undefined {
  return id ? BY_ID.get(id) : undefined;
}
