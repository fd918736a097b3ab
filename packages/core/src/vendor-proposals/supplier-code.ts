import { randomBytes } from "node:crypto";
import { supplierCodeAlphabet, supplierCodeLength } from "@tierline/contracts";

/**
 * A new supplier code: `supplierCodeLength` letters of Crockford's base32 (5 bits each, 100 bits in
 * all), drawn without bias (32 divides 256). Stored as is on the customer's entity (`invite_code`,
 * unique): the customer reads it again to hand it out, so it is not hashed; its length is what keeps
 * it from being guessed, with the per-user rate limit on the calls that take it.
 */
export function newSupplierCode(): string {
  const bytes = randomBytes(supplierCodeLength);
  let code = "";
  for (const byte of bytes) code += supplierCodeAlphabet[byte % 32];
  return code;
}
