/**
 * The possible-matches flow's step in the address (spec section 2: pmStep 0 start, 1 action, 2 confirm,
 * 3 finish; the maximum is 3). Absent: the flow is closed. A plain number like the profile's `tab`.
 */
const pmSteps = [0, 1, 2, 3] as const;
export type PmStep = (typeof pmSteps)[number];
const maxPmStep: PmStep = 3;

export function parsePmStep(params: URLSearchParams): PmStep | null {
  const raw = params.get("pmStep");
  if (raw === null) return null;
  const step = Number(raw);
  return Number.isInteger(step) && step >= 0 ? (Math.min(step, maxPmStep) as PmStep) : 0;
}

export function withPmStep(params: URLSearchParams, step: PmStep | null): URLSearchParams {
  const next = new URLSearchParams(params);
  if (step === null) next.delete("pmStep");
  else next.set("pmStep", String(step));
  return next;
}
