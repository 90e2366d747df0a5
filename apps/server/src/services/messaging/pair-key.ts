/**
 * The key that makes a conversation unique: the two user ids in order, then the application id
 * (or nothing). Whoever starts it, and however many start it at once, the key is the same.
 */
export function pairKeyOf(userA: string, userB: string, applicationId: string | null): string {
  const [first, second] = [userA, userB].sort();
  return `${first}:${second}:${applicationId ?? ''}`;
}
