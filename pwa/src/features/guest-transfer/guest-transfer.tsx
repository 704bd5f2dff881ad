import { useGuestTransfer } from './use-guest-transfer';

/** Mounted once inside the router where the session is signed in; renders nothing. */
export function GuestTransfer() {
  useGuestTransfer();
  return null;
}
