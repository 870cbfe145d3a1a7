import type { VitalStatusJson } from '@tenfour/db/civilians';
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
  deceased?: boolean;
  /** Fire/rescue's declaration of death or life, with its reason. */
  vitalStatus?: VitalStatusJson | null;
}

/** A vehicle (spec section 3, "Vehicle"). */
export interface Vehicle {
  _id: string;
  plate: string;
  make: string;
  model: string;
  year: number | null;
  color: string | null;
  type: string;
  insured: boolean;
  status: string;
  civilianId: string;
  vin?: string | null;
  /** Reported stolen by the owner and not recovered yet. */
  stolen?: boolean;
}

/** A weapon (spec section 3, "Weapon"). */
export interface Weapon {
  _id: string;
  weaponType: string;
  serialNumber: string;
  registeredName: string;
  civilianId: string;
}

export interface MedicalRecord {
  _id: string;
  civilianId: string;
  description: string;
  createdAt: string;
}

/** The DMV test as the server starts it: questions without their answers. */
export interface StartedDmvTest {
  testId: string;
  licenseType: string;
  startedAt: string;
  timeLimitMs: number;
  questions: { question: string; options: string[] }[];
}

export interface DmvResult {
  licenseType: string;
  score: number;
  total: number;
  passed: boolean;
}
