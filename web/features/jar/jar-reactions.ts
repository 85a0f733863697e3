// The keeper's five reactions to a letter (docs/api.md fifth round, decision 036): the mark each shows and
// the words a screen reader says for it, on the keeper's buttons and on the writer's own letter.
import type { JarReaction } from "@contract/jar";

export const JAR_REACTION_MARKS: Readonly<Record<JarReaction, { mark: string; label: string }>> = {
  HEART: { mark: "♥", label: "감동이에요" },
  CLAP: { mark: "👏", label: "최고예요" },
  LAUGH: { mark: "😂", label: "웃겨요" },
  TEAR: { mark: "😢", label: "눈물 나요" },
  WOW: { mark: "😮", label: "놀라워요" },
};

/** '받은 반응: 감동이에요': how the writer's letter names the keeper's reaction. */
export const receivedReactionLabel = (reaction: JarReaction) => `받은 반응: ${JAR_REACTION_MARKS[reaction].label}`;
