// Keeping a shared jar (docs/api.md fourth round, decision 024): the opening page's calls, apart from the
// writing page's (./jars.ts): the kept jar becomes one of the keeper's groups; then the keeper's
// reactions and one thank-you to everyone who wrote (docs/api.md fifth round, decision 036).
import { type JarOpening, JarOpeningSchema, type JarReaction, KeptJarSchema } from "@contract/jar";
import type { KeepJarRequest } from "@contract/jar-requests";
import type { ReactionRequest, ThanksRequest } from "@contract/jar-thanks";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "./client";
import { groupQueries } from "./groups";
import { jarQueries } from "./jars";
import { weeklyQueries } from "./weekly";

/** The keeper's keepsake: every letter of the jar they kept, by their session (docs/api.md fifth round). */
export const jarKeepsakeQuery = (jarId: string) =>
  queryOptions({
    queryKey: [...jarQueries.all, "keepsake", jarId] as const,
    queryFn: ({ signal }) =>
      api.get(`/api/jar/${encodeURIComponent(jarId)}/keepsake`, { schema: JarOpeningSchema, signal }),
  });

/** Keeps the jar: a new group of the caller; the group lists refresh with the jars. */
export function useKeepJar(jarId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (keepKey: string) =>
      api.post(`/api/jar/${encodeURIComponent(jarId)}/keep`, {
        body: { keepKey } satisfies KeepJarRequest,
        schema: KeptJarSchema,
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: jarQueries.all }),
        queryClient.invalidateQueries({ queryKey: groupQueries.all }),
        queryClient.invalidateQueries({ queryKey: weeklyQueries.all }),
      ]),
  });
}

/**
 * The keeper's reaction to one letter (null takes it back), on the opening page's letters at once:
 * put back as it was if the host refuses (decision 036).
 */
export function useReactToLetter(jarId: string, keepKey: string) {
  const queryClient = useQueryClient();
  const { queryKey } = jarQueries.opening(jarId, keepKey);
  const setReaction = (letterId: number, reaction: JarReaction | null) =>
    queryClient.setQueryData<JarOpening>(queryKey, (opening) =>
      opening?.letters
        ? {
            ...opening,
            letters: opening.letters.map((letter) => (letter.letterId === letterId ? { ...letter, reaction } : letter)),
          }
        : opening,
    );
  return useMutation({
    mutationFn: ({ letterId, reaction }: ReactionRequest & { letterId: number; before: JarReaction | null }) =>
      api.put(`/api/jar/${encodeURIComponent(jarId)}/letters/${letterId}/reaction`, {
        body: { reaction } satisfies ReactionRequest,
      }),
    onMutate: ({ letterId, reaction }) => setReaction(letterId, reaction),
    onError: (_error, { letterId, before }) => setReaction(letterId, before),
  });
}

/** The keeper's one thank-you to everyone who wrote; the opening page shows it once sent. */
export function useThankJar(jarId: string, keepKey: string) {
  const queryClient = useQueryClient();
  const { queryKey } = jarQueries.opening(jarId, keepKey);
  return useMutation({
    mutationFn: (body: ThanksRequest) => api.post(`/api/jar/${encodeURIComponent(jarId)}/thanks`, { body }),
    onSuccess: (_data, { content }) => {
      queryClient.setQueryData<JarOpening>(queryKey, (opening) =>
        opening ? { ...opening, thanks: { content, at: new Date().toISOString() } } : opening,
      );
      return queryClient.invalidateQueries({ queryKey: jarQueries.all });
    },
  });
}
