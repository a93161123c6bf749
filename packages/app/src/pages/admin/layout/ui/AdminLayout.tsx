import { Outlet } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { $access } from '@/entities/session';
import { NotAllowed } from './NotAllowed.tsx';

/** `/app/admin/*`: the admin role's pages; anyone else gets "not allowed" (not a 404). */
export function AdminLayout() {
  const access = useUnit($access);
  return access.admin ? <Outlet /> : <NotAllowed />;
}
