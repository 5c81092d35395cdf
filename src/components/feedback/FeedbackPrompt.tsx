// Placeholder until the feedback issue lands: the beta banner, toast and dialog mount here.
export function FeedbackPrompt() {
  return null
}
