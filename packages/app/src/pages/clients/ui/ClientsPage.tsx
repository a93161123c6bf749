import { useUnit } from 'effector-react';
import { $access } from '@/entities/session';
import { ClientManagement } from './ClientManagement.tsx';
import { TeamPlanOnly } from './TeamPlanOnly.tsx';

/** `/app/clients`: a caretaker's clients; for everyone else, where client management comes from. */
export function ClientsPage() {
  const access = useUnit($access);
  return access.clientManagement ? <ClientManagement /> : <TeamPlanOnly />;
}
