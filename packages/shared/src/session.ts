/** The signed-in user as the browser sees it (GET /api/auth/session, sign-in, sign-up). */
export interface SessionUser {
  id: string;
  email: string;
  userType: 'applicant' | 'restaurant' | 'admin';
  firstName: string;
  lastName: string;
  photoURL: string | null;
  isActive: boolean;
  profileComplete: boolean;
  createdAt: string;
  lastLogin: string | null;
}

export interface SessionAnswer {
  user: SessionUser | null;
}
