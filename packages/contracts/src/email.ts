/** E-mail identity is case-insensitive and blind to surrounding spaces: one spelling is stored and compared. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();
