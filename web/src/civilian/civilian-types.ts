/** A civilian as the API returns it (spec section 3, "Civilian"). */
export interface Civilian {
  _id: string;
  firstName: string;
  lastName: string;
  middleInitial?: string | null;
  dateOfBirth?: string | null;
  age?: number | null;
  sex?: string | null;
  knownAliases?: string[];
  residence?: string | null;
  zipCode?: string | null;
  occupation?: string | null;
  height?: string | null;
  weight?: string | null;
  skinTone?: string | null;
  hairColor?: string | null;
  eyeColor?: string | null;
  licenses?: string[];
  discordId?: string;
  emergencyContactName?: string | null;
}
