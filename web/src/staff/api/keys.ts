/** Every cached staff view starts with this: a suspension changes the member and the list. */
export const STAFF = ['staff'] as const;
