import { createEffect, sample } from 'effector';
import { chatSelected, chatsChanged, deleteChat, renameChat } from '@/entities/chat';
import { notifyTranslatedFx } from '@/shared/lib/notify';

export const renameChatFx = createEffect(({ chatId, title }: { chatId: string; title: string }) =>
  renameChat(chatId, title),
);
export const deleteChatFx = createEffect((chatId: string) => deleteChat(chatId));

sample({ clock: [renameChatFx.done, deleteChatFx.done], target: chatsChanged });
sample({ clock: deleteChatFx.done, fn: () => null, target: chatSelected });
sample({
  clock: deleteChatFx.done,
  fn: () => ({ type: 'success' as const, ns: 'chat' as const, title: 'list.deleted' }),
  target: notifyTranslatedFx,
});
sample({
  clock: [renameChatFx.fail, deleteChatFx.fail],
  fn: () => ({ type: 'error' as const, ns: 'chat' as const, title: 'list.failedAction' }),
  target: notifyTranslatedFx,
});
