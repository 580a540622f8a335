/** State the registry contract test needs: a customer with a paid line, a guest order, payments, requests. */
import { dev, latestCode, type TestGateway } from './harness';
import { device, signUp } from './auth-flow';
import { placeOrder, placePaidOrder } from './order-fixtures';

export interface ContractState {
  token: string;
  userId: string;
  email: string;
  line: string;
  orderRef: string;
  guestOrder: { orderRef: string; shipmentRef: string };
  portInOrderRef: string;
  /** The account that proved the guest orders' email: their owner, who changes them (order-handlers.ts orderAccess). */
  guestOwnerToken: string;
  /** A paid line whose SIM is not activated yet, and the ICC id printed on it. */
  pendingLine: { number: string; iccId: string };
}

export async function buildContractState(gw: TestGateway): Promise<ContractState> {
  const { token, userId, email } = await signUp(gw);
  const paid = await placePaidOrder(gw, token, email);
  const pending = await placePaidOrder(gw, token, email, { activate: false });
  const guestOwner = await signUp(gw);
  const guest = await placeOrder(gw, 'contract-guest', { email: guestOwner.email });
  const portIn = await placeOrder(gw, 'contract-porter', { email: guestOwner.email, numberType: 'PORT_IN', portIn: { donorTelco: 'jazz', currentNumber: '923215550001' } });
  return {
    token, userId, email, line: paid.number, orderRef: paid.orderRef, guestOrder: { orderRef: guest.orderRef, shipmentRef: guest.shipmentRef }, portInOrderRef: portIn.orderRef,
    guestOwnerToken: guestOwner.token, pendingLine: { number: pending.number, iccId: pending.iccId },
  };
}

/** Starts a sign-in and returns a valid body for VALIDATE_OTP_SIGNIN. */
export async function signinBody(gw: TestGateway, email: string) {
  const { requestId } = (await gw.call('SIGNIN', { body: { identifier: email, channel: 'web' } })).body.result;
  return { device, requestId, otpCode: await latestCode(gw, email) };
}

export async function createReverseRequest(gw: TestGateway, s: ContractState, type: string): Promise<string> {
  return (await dev(gw, '/dev/service-requests', { userId: s.userId, type, number: s.line })).result.requestId;
}
