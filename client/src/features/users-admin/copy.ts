/** The Make Admin page's strings. */
export const usersAdminCopy = {
  count: (n: number) => `all users: ${n}`,
  columns: { number: "Number", email: "Email", options: "Options", actions: "Actions" },
  makeAdmin: "Make Admin",
  alreadyAdmin: "already admin",
  removeUser: "Remove User",
  made: "successfully admin maked",
  failed: "failed to make admin",
  tableLabel: "Users of the shop",
  twoStepOn: "Two-step on",
  twoStepOff: "Two-step off",
  you: "You",
  cannotRemoveSelf: "You cannot remove your own account.",
  confirmRemoveTitle: (email: string) => `Remove ${email}?`,
  confirmRemoveBody:
    "They are signed out of the shop and can no longer sign in. Their orders stay on record. This cannot be undone here.",
  removed: (email: string) => `${email} was removed.`,
  removeFailed: "The user could not be removed.",
  empty: "No users yet.",
  loadError: "We could not load the users.",
} as const;
