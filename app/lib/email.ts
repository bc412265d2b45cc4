/** The user-menu label: the part of the e-mail before the at-sign. */
export function emailLocalPart(email: string): string {
  const at = email.indexOf("@");
  return at === -1 ? email : email.slice(0, at);
}
