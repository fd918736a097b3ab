/** Who is calling: set by the api's auth plugin from the bearer token, passed first to every service. */
export interface Actor {
  userId: string;
  sessionId: string;
}
