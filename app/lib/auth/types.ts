/** A signed-in user as the server returns it. */
export interface User {
  id: string;
  email: string;
  name: string;
  createdAt: string;
}

/** The registration object: the fields this site asks for (see README, "Accounts"). */
export interface Registration {
  email: string;
  password: string;
  name: string;
}

export interface ProfileUpdate {
  name?: string;
  email?: string;
}

/** The shape of every /api/auth answer. */
export interface AuthResponse<D = { user: User; token: string; notice?: string }> {
  status: "success" | "error";
  message: string;
  data?: D;
}
