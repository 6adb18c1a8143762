/** Where an agency's e-mails go: its own address when it has one, else its owner's. */
export const agencyInbox = (agencyEmail: string | null | undefined, ownerEmail: string) =>
  agencyEmail?.trim() || ownerEmail;
