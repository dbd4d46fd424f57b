import {
  COOKIES_BLOCKED_PAGE,
  TOO_LARGE_PAGE,
  TOO_MANY_PAGE,
  TOO_MANY_VISITS_PAGE,
  UNAVAILABLE_PAGE,
  UNREADABLE_PAGE,
} from "~/domain/unavailable";

// Answered before the application runs (ADRs 0080, 0055, 0003).
export const plainPages = {
  unavailableTitle: UNAVAILABLE_PAGE.title,
  unavailableMessage: UNAVAILABLE_PAGE.message,
  unavailableRetry: UNAVAILABLE_PAGE.retry,
  tooLargeTitle: TOO_LARGE_PAGE.title,
  tooLargeMessage: TOO_LARGE_PAGE.message,
  tooLargeBack: TOO_LARGE_PAGE.back,
  tooManyTitle: TOO_MANY_PAGE.title,
  tooManyMessage: TOO_MANY_PAGE.message,
  tooManyBack: TOO_MANY_PAGE.back,
  tooManyVisitsTitle: TOO_MANY_VISITS_PAGE.title,
  tooManyVisitsMessage: TOO_MANY_VISITS_PAGE.message,
  tooManyVisitsBack: TOO_MANY_VISITS_PAGE.back,
  unreadableTitle: UNREADABLE_PAGE.title,
  unreadableMessage: UNREADABLE_PAGE.message,
  unreadableTooLargeMessage: UNREADABLE_PAGE.tooLargeMessage,
  unreadableBack: UNREADABLE_PAGE.back,
  cookiesBlockedTitle: COOKIES_BLOCKED_PAGE.title,
  cookiesBlockedMessage: COOKIES_BLOCKED_PAGE.message,
  cookiesBlockedDetail: COOKIES_BLOCKED_PAGE.detail,
  cookiesBlockedRetry: COOKIES_BLOCKED_PAGE.retry,
};
