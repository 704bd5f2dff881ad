// The signatures feature's public entry (issue 29): the sender's status and actions on a contract.
export { SignatureStatus, ENVELOPE_LABELS } from './signature-status';
export { useSignatureRequests } from './use-signature-requests';
export { signatureCardProps } from './signature-card-props';
