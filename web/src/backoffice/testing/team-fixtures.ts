import type { TeamMember } from '../types';

/** The signed-in admin of `meFixture` (id 41) as a team member. */
export function teamMemberFixture(overrides: Partial<TeamMember> = {}): TeamMember {
  return {
    id: 41,
    username: 'staff',
    role: 'admin',
    status: 'active',
    lastLogin: '2026-01-14T02:30:00Z',
    createdAt: '2025-11-01T03:00:00Z',
    ...overrides,
  };
}
