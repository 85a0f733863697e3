// The shared jar's calls (docs/api.md fourth round, decision 024): one queryOptions() factory, fetchers and
// hooks. A jar is public to anyone with its link, so its reads and letters work logged out (a guest
// writes by the worker's writer cookie; an ended session only forgets the member, auth "optional");
// keeping a jar, which makes it one of the keeper's groups, is in ./jar-keeping.ts (the opening page's
// alone, so the writing page does not load the praise and group calls it needs).
import { CreatedJarIdsSchema, JarOpeningSchema, type JarView, JarViewSchema, MyJarsSchema } from "@contract/jar";
import type {
  CloseJarRequest,
  CreateJarRequest,
  EditLetterRequest,
  KeepJarRequest,
  WriteLetterRequest,
} from "@contract/jar-requests";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "./client";

export const jarQueries = {
  all: ["jars"] as const,
  mine: () =>
    queryOptions({
      queryKey: [...jarQueries.all, "mine"] as const,
      queryFn: ({ signal }) => api.get("/api/jar", { schema: MyJarsSchema, signal }),
      retry: false,
    }),
  view: (jarId: string) =>
    queryOptions({
      queryKey: [...jarQueries.all, "view", jarId] as const,
      queryFn: ({ signal }): Promise<JarView> =>
        api.get(`/api/jar/${encodeURIComponent(jarId)}`, { schema: JarViewSchema, signal, auth: "optional" }),
      retry: false,
    }),
  // A read, sent as a POST so the key stays out of URLs the server logs (docs/api.md fifth round, decision
  // 036): every letter from the day on, to whoever holds the key, before and after keeping alike.
  opening: (jarId: string, key: string) =>
    queryOptions({
      queryKey: [...jarQueries.all, "opening", jarId, key] as const,
      queryFn: ({ signal }) =>
        api.post(`/api/jar/${encodeURIComponent(jarId)}/opening`, {
          body: { keepKey: key } satisfies KeepJarRequest,
          schema: JarOpeningSchema,
          signal,
          auth: "optional",
        }),
      retry: false,
    }),
};

const useRefreshJars = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: jarQueries.all });
};

export function useCreateJar() {
  const refresh = useRefreshJars();
  return useMutation({
    mutationFn: (body: CreateJarRequest) => api.post("/api/jar", { body, schema: CreatedJarIdsSchema }),
    onSuccess: refresh,
  });
}

const lettersPath = (jarId: string) => `/api/jar/${encodeURIComponent(jarId)}/letters`;

export function useWriteLetter(jarId: string) {
  const refresh = useRefreshJars();
  return useMutation({
    mutationFn: (body: WriteLetterRequest) => api.post(lettersPath(jarId), { body, auth: "optional" }),
    onSuccess: refresh,
  });
}

export function useEditLetter(jarId: string) {
  const refresh = useRefreshJars();
  return useMutation({
    mutationFn: ({ letterId, ...body }: EditLetterRequest & { letterId: number }) =>
      api.patch(`${lettersPath(jarId)}/${letterId}`, { body, auth: "optional" }),
    onSuccess: refresh,
  });
}

/**
 * The writer deletes their letter; the creator hides anyone's. Refused too, the jar is read again: a
 * 409 means it was kept meanwhile, and the page then offers 지우기 to nobody (SPEC §11).
 */
export function useRemoveLetter(jarId: string) {
  const refresh = useRefreshJars();
  return useMutation({
    mutationFn: (letterId: number) => api.delete(`${lettersPath(jarId)}/${letterId}`, { auth: "optional" }),
    onSettled: refresh,
  });
}

/** The creator takes a hide back, before the day (docs/api.md "the jar people keep"). */
export function useUnhideLetter(jarId: string) {
  const refresh = useRefreshJars();
  return useMutation({
    mutationFn: (letterId: number) => api.post(`${lettersPath(jarId)}/${letterId}/unhide`),
    onSettled: refresh,
  });
}

export function useCloseJar(jarId: string) {
  const refresh = useRefreshJars();
  return useMutation({
    mutationFn: (closed: boolean) =>
      api.patch(`/api/jar/${encodeURIComponent(jarId)}`, { body: { closed } satisfies CloseJarRequest }),
    onSuccess: refresh,
  });
}

/** The writing link of a jar, for the team chat. */
export const jarWritingLink = (origin: string, jarId: string) => `${origin}/jar/${jarId}`;

/** The opening link of a jar, for the person it is for alone: the key in the fragment, which no server logs (decision 036). */
export const jarOpeningLink = (origin: string, jarId: string, keepKey: string) =>
  `${origin}/jar/${jarId}/open#key=${keepKey}`;

/** The two links of a jar, as its creator shares them. */
export const jarLinks = (origin: string, jarId: string, keepKey: string) => ({
  writing: jarWritingLink(origin, jarId),
  opening: jarOpeningLink(origin, jarId, keepKey),
});
