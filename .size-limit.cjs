// Budgets are minified + gzipped with dependencies (size-limit's esbuild preset), measured on
// the published `dist`, whose ESM keeps one file per module so that bundlers tree-shake it.
const sdk = 'packages/sdk/dist'

// A module imported with `import()` becomes its own chunk in an app's bundler and loads only
// when needed; size-limit's esbuild would inline it, so this leaves it out of an entry's count.
const onDemandChunks = (config) => ({
  ...config,
  plugins: [
    ...(config.plugins ?? []),
    {
      name: 'on-demand-chunks',
      setup(build) {
        build.onResolve({ filter: /.*/ }, ({ path, kind }) =>
          kind === 'dynamic-import' ? { path, external: true } : undefined,
        )
      },
    },
  ],
})

// The script-tag embed's chunks, bundled again as a page loads them: their bare imports of
// shared chunks are module loads, not removable side effects (the package says
// `sideEffects: false` for bundlers of its ESM), and what they import on demand is left out.
const scriptChunks = (config) => ({ ...onDemandChunks(config), ignoreAnnotations: true })

module.exports = [
  {
    // +0.3 kB in issue 10: every call's strings checked in endpoint(), the aborted-call guard
    // of the machines' calls, the refresh through the cookie.
    name: '@airwave/sdk: whole core (client, session, query layer, machines)',
    path: `${sdk}/index.js`,
    import: '*',
    // The upload-progress transport loads with the first upload that asks for progress.
    modifyEsbuildConfig: onDemandChunks,
    // +0.3 kB for the post composer's machine and draft rules (measured 32.77 kB).
    // +0.3 kB in issue 11: the viewer, paged lists, the paging rule and board feedback, shared
    // by every domain, moved into the core (measured 33.07 kB).
    // +0.2 kB after issue 16 (measured 33.62 kB): the session's sign-out revokes on the server
    // inside its busy state (calls meanwhile wait and go as a guest), a call's own token, and a
    // guest-readable GET refused after the session ended read again as a guest.
    // +25 B in issue 26 (measured 33.83 kB): the error catalogue's wallet codes
    // (ITE20001-ITE20010, kind 'wallet'), so every client names a refused payment or cheer.
    // Issue 24 points 13 and 26 (measured 34.89 kB): server reach (isUnreachable, the bounded auto-retry, the unreachable kind), the kit reports and the overlay layer manager.
    // +0.18 kB in issue 25 (measured 35.19 kB): the one form-problem type's helpers in the core
    // (problemAt, withProblem, problemOfError, problemKey) and the poll's state rules.
    // +0.11 kB in issue 25 (measured 35.3 kB): the pager's count (pageCount) and the card lists'
    // mark and refresh (CARD_LIST_META, refreshCardLists) shared by every domain's lists.
    limit: '35.4 kB',
    gzip: true,
  },
  {
    // +0.3 kB in issue 24 (measured 12.71 kB): the int32 bounds and string checks of every call,
    // the embed's scope and consent, the sign-in link.
    name: '@airwave/sdk: client with the community contract alone',
    import: {
      [`${sdk}/index.js`]: '{ createClient }',
      [`${sdk}/community/index.js`]: '{ communityEndpoints }',
    },
    modifyEsbuildConfig: onDemandChunks,
    // +21 B in issue 10: the string check every endpoint() adds; +0.3 kB for upload progress
    // in the transport (measured 12.41 kB). +0.1 kB in issue 15: the account and social codes
    // of the core's error catalogue (measured 12.5 kB).
    // +0.3 kB in issue 25 (measured 13.05 kB): the shared pieces that
    // replaced copies (paging, retry alert, confirm frame, query and schema builders).
    limit: '13.2 kB',
    gzip: true,
  },
  {
    // +0.7 kB in issue 24 (measured 38.94 kB): the int32 bounds and string checks of every call,
    // the embed's scope and consent, the sign-in link.
    name: '@airwave/sdk/contract: every schema and endpoint of every domain',
    path: `${sdk}/contract/index.js`,
    import: '*',
    // +1.45 kB in issue 12: the chat's text rules shared with the server (containsLink,
    // usedEmoticonKeys and findBanWord run the rich text parser), with the realtime and chat
    // contract (measured 27.82 kB).
    // +0.9 kB in issue 13 (measured 28.9 kB): 0.11 kB of it the raids' (the raid codes, the
    // raid answer and events' fields, the recommended video's fields: measured by building
    // the contract without them); the rest came with the polls' and live likes' contract.
    // +0.9 kB in issue 14 (measured 29.82 kB with the working tree of the day): about 0.95 kB
    // the video catalogue's (categories, the video page and update fields, extracted frames,
    // followed channels, queryList: measured by bundling those modules alone).
    // +0.14 kB later in issue 14 (measured 29.96 kB): stream tags (the one tag rule shared by
    // streams and videos, `tagListOf`) and channel info's `isManager`.
    // +3.55 kB in issue 16 (measured 33.51 kB): the widgets' contract (five settings schemas
    // with their defaults, the alerts, the stream timer and its rules, the overlay config and
    // the widget endpoints). Pages do not pay it: the socket contract names the overlay events
    // without their schemas (the chat, poll and raid entries did not move).
    // +2.3 kB more with issue 15's and the embed's contracts (the account's platform status,
    // social sign-in, notifications, the embed's settings and posters): measured 35.89 kB.
    // +2.2 kB in issue 26 (measured 38.08 kB): gems and payments' calls and shapes (packs by
    // region, orders, the wallet, cheers, the ranking, monetization, earnings, signature gems),
    // the item codes, and the alert exposure rules the server now shares with the overlay.
    // +0.2 kB when issue 24's branches met (measured 39.19 kB): the player's offline state and
    // play-out, the overlay layers, server reach and the kit's reports, the chat's code-point
    // count.
    // +0.15 kB in issue 25 (measured 39.4 kB): the poll's state rules the server shares
    // (isPollRunning, pollOptionsLocked, pollTimeLeft), and the poll form's and tag list's
    // problems carrying their limits as params.
    // +0.00 kB when issue 25's and 26's branches met (measured 39.50 kB): the one
    // translator, the form problems, the comment-thread module and the SDK's queries together.
    // +1.84 kB in issue 27 (measured 41.44 kB): the subscription calls and shapes (plans, orders, cancel, histories, gifts, badges, emoticons, name colours, revenue).
    // +0.85 kB over the old budget in issue 28 (measured 42.45 kB): the mission and direct-message calls and schemas (22 endpoints).
    // +0.38 kB in issue 29's going-live part (measured 42.82 kB with esbuild and gzip -9, 42.44
    // before it): the dashboard home's call and answer (health, chat activity), the owner-only
    // channelId of the key and stream info calls, the stream languages.
    // +2.44 kB in issue 29 (measured 45.34 kB): issue 29's thirty-odd calls: the log service, statistics, managers' permissions and activity, followers, channel info, the live dashboard, chat timeouts and the report queues; +0.2 kB for the channel banners (measured 45.60 kB); +0.13 kB for the channel profile image's two calls and file rule (measured 45.73 kB).
    // +0.01 kB in issue 29 (measured 45.80 kB): a chat timeout line's targetChannelId, a blinded comment's isBlinded.
    limit: '45.9 kB',
    gzip: true,
  },
  {
    name: '@airwave/sdk/rich-text with DOMPurify',
    path: `${sdk}/richText/index.js`,
    import: '*',
    limit: '15 kB',
    gzip: true,
  },
  {
    // What a chat adds to a page of the kit: the chat room, the socket client (createRealtime)
    // and socket.io-client, which its first connection downloads, counted as if inlined (no
    // on-demand plugin). xstate and zod are not counted: the SDK core above carries both, and
    // a chat page has it (chatRoomActors needs its client). The next entry counts them too.
    // Issue 12: measured 24.23 kB, of which socket.io-client 13.5 kB.
    name: '@airwave/sdk/chat with the socket client (xstate and zod not counted)',
    import: {
      [`${sdk}/chat/index.js`]: '{ chatRoomMachine, chatRoomActors }',
      [`${sdk}/realtime/index.js`]: '{ createRealtime }',
    },
    ignore: ['xstate', 'zod'],
    // Issue 12's budget. Measured 24.86 kB after issues 15 and 16 (the socket's widget events
    // and its handshake's auth, the social and account codes of the core's error catalogue).
    // +0.3 kB in issue 24 (measured 25.28 kB): the socket's commands and handshake check their
    // strings as every call does (safeStrings, which a page's client already carries through
    // endpoint(); this entry counts it again), and the chat settings' int32 bounds.
    // Issue 24 points 13 and 26 (measured 25.41 kB): the send-recovered rule and the failed report.
    // +0.2 kB when issue 24's branches met (measured 25.57 kB): the player's offline state and
    // play-out, the overlay layers, server reach and the kit's reports, the chat's code-point
    // count.
    // +0.1 kB in issue 25 (measured 25.72 kB): the shared pieces that
    // replaced copies (paging, retry alert, confirm frame, query and schema builders).
    // +0.13 kB over the old budget in issue 28 (measured 25.93 kB): the MISSION entry fields, the mission codes in the error catalogue, the pass-through socket events.
    // +0.28 kB in issue 29 (measured 26.38 kB): chat timeouts (minutes on the chat action), reporting an entry and the system lines in the chat contract and the room machine.
    // +0.1 kB in issue 29 (measured 26.50 kB): the room reads a member's rights again on their timeout's line; a report's reason.
    limit: '26.6 kB',
    gzip: true,
  },
  {
    // The same with nothing left out: a page that loads the chat alone (an OBS overlay).
    // socket.io-client and xstate are 13 kB each, zod's checks 9 kB (measured 45.24 kB).
    name: '@airwave/sdk/chat with the socket client, xstate and zod',
    import: {
      [`${sdk}/chat/index.js`]: '{ chatRoomMachine, chatRoomActors }',
      [`${sdk}/realtime/index.js`]: '{ createRealtime }',
    },
    // +0.3 kB when issue 24's branches met (measured 46.11 kB): the player's offline state and
    // play-out, the overlay layers, server reach and the kit's reports, the chat's code-point
    // count.
    // +0.03 kB in issue 24 (measured 46.33 kB): a failed moderation call says why
    // (moderation-failed: unreachable, rate-limited, refused).
    // +0.11 kB over the old budget in issue 28 (measured 46.51 kB): the MISSION entry fields, the mission codes in the error catalogue, the pass-through socket events.
    // +0.30 kB in issue 29 (measured 47.00 kB): chat timeouts (minutes on the chat action), reporting an entry and the system lines in the chat contract and the room machine.
    // +0.1 kB in issue 29 (measured 47.10 kB): the same as above.
    limit: '47.2 kB',
    gzip: true,
  },
  {
    // English is counted; each other language is its own chunk, fetched when chosen.
    // +1.3 kB in issue 24 (measured 68.85 kB): the int32 bounds and string checks of every call,
    // the embed's scope and consent, the sign-in link.
    name: '@airwave/react: everything it exports (hooks, dialogs, toasts, English), React not counted',
    path: 'packages/react/dist/index.js',
    import: '*',
    ignore: ['react', 'react-dom', 'react/jsx-runtime'],
    modifyEsbuildConfig: onDemandChunks,
    // Issue 11: -8.7 kB, the five other languages' words leave the bundle; the comment menu,
    // dialogs as machine states and the blocked-users list move into the SDK (measured 56.31);
    // +0.8 kB for the provider's short form, useViewer and useCalls (measured 57.08 kB).
    // +3.4 kB in issue 12: the short form's client (createKitClient) binds the chat and live
    // calls the real-time hooks make, and the provider keeps the page's socket (60.64 kB).
    // +2.3 kB in issue 13 (measured 63.3 kB): 0.14 kB of it the short form binding the two
    // live-end recommendation calls (liveEndRecommendEndpoints, not the thirty video calls:
    // those were 1.5 kB); the rest came with the live likes' and polls' hooks.
    // +0.47 kB in issue 14 (measured 63.97 kB): the community's comment thread machine, which the
    // video comments now share, gained its refreshing state and the adapter's per-contract
    // options (paging, pin reload, the actions a contract has); +0.17 kB more with the video
    // report's body (videoReportOf) beside the shared report reasons (measured 64.14 kB).
    // +3.2 kB in issue 15 (measured 67.33 kB): the short form's client (createKitClient) binds
    // the account, platform, social and notification calls the account, social and bell
    // components make; an app with its own client (the reference site) does not pay for them.
    // +0.2 kB in issue 24: the short form binds the two sign-in link calls (measured 67.51 kB).
    // +3.6 kB in issue 26 (measured 71.12 kB): the short form binds the item calls the wallet's
    // components make (itemEndpoints: packs, orders, the wallet, cheers, earnings and signature
    // gems), and the error catalogue files the wallet's codes; an app with its own client (the
    // reference site) does not pay for the binding.
    // Issue 24 points 13 and 26 (measured 70.05 kB): onError and onEvent on the provider and components, the load-failed view, the layer manager hook.
    // +0.53 kB in issue 27 (measured 74.13 kB): the short form binds the item group, which now holds the subscription calls.
    // +1.46 kB in issue 29 (measured 75.76 kB): the chat's timeout and report menu items, its system lines and the timed-out input's countdown.
    // +0.06 kB in issue 29 (measured 75.96 kB): the short form binds the channel profile image's two calls.
    // +0.1 kB in issue 29 (measured 75.94 kB): a blinded comment's row and word, FollowButton's onToggle.
    // +0.001 kB in issue 29 (measured 76.00 kB): the chat report's reasons.
    limit: '76.1 kB',
    gzip: true,
  },
  {
    // The login prompt (dialog and catalogues) loads on the first anonymous action.
    // +0.2 kB in issue 24 (measured 24.59 kB): the int32 bounds and string checks of every call,
    // the embed's scope and consent, the sign-in link.
    name: '@airwave/react: provider, usePostList and a community client',
    path: 'packages/react/dist/index.js',
    import: '{ AirwaveProvider, usePostList, createClient, communityEndpoints }',
    ignore: ['react', 'react-dom', 'react/jsx-runtime'],
    modifyEsbuildConfig: onDemandChunks,
    // +0.2 kB in issue 12: the provider's place for the page's socket (measured 24.2 kB).
    // Issue 24 points 13 and 26 (measured 25.26 kB): the reports (onError, onEvent) and the overlay layer manager of the provider.
    // +0.3 kB in issue 25 (measured 25.57 kB): the shared pieces that
    // replaced copies (paging, retry alert, confirm frame, query and schema builders).
    limit: '25.7 kB',
    gzip: true,
  },
  {
    name: '@airwave/react/community: board, post detail, comments (React not counted)',
    path: 'packages/react/dist/community.js',
    import: '*',
    ignore: ['react', 'react-dom', 'react/jsx-runtime'],
    modifyEsbuildConfig: onDemandChunks,
    // Issue 11: -6.6 kB, one language's words instead of six (measured 74.92 kB). The rest is
    // xstate, react-query, zod's checks and DOMPurify, each needed by the board. +1.1 kB since
    // the board finds its viewer itself (useViewer, the member's channel query; 76.04 kB).
    // +0.3 kB when issue 24's branches met (measured 76.60 kB): the player's offline state and
    // play-out, the overlay layers, server reach and the kit's reports, the chat's code-point
    // count.
    // +0.65 kB in issue 25 (measured 77.44 kB): the comment thread's and the post list's pin,
    // confirm and report transitions and the comment rules written once make the board 0.75 kB
    // smaller minified but 0.34 kB larger gzipped (the two copies compressed to almost one);
    // the rest is the SDK's shared chunks split differently.
    // +0.04 kB when issue 25's and 26's branches met (measured 77.54 kB): the one
    // translator, the form problems, the comment-thread module and the SDK's queries together.
    // +0.4 kB in issue 25's duplicates reshape (measured 77.94 kB in a clean clone): the
    // shared pieces that replaced copies (paging, retry alert, confirm frame, query builders).
    // -13.7 kB in issue 31 (measured 63.92 kB, the issue's goal 65 kB): the comments' text becomes React elements by the kit's rich-text rules, as the chat's always did (RichText), not an HTML string through DOMPurify, which the board no longer loads.
    limit: '64.0 kB',
    gzip: true,
  },
  {
    // The streamer's post composer, with its text in six languages; viewers never load it.
    // +0.2 kB in issue 24 (measured 33.62 kB): the int32 bounds and string checks of every call,
    // the embed's scope and consent, the sign-in link.
    name: '@airwave/react/composer: the post composer (React not counted)',
    path: 'packages/react/dist/composer.js',
    import: '*',
    ignore: ['react', 'react-dom', 'react/jsx-runtime'],
    modifyEsbuildConfig: onDemandChunks,
    // xstate and its React binding are most of it; since issue 11 neither the viewer's words
    // nor the composer's own come in six languages, only English (measured 33.35 kB).
    // +0.15 kB when issue 25's and 26's branches met (measured 33.95 kB): the one
    // translator, the form problems, the comment-thread module and the SDK's queries together.
    // +0.2 kB in issue 25 (measured 34.07 kB): the shared pieces that
    // replaced copies (paging, retry alert, confirm frame, query and schema builders).
    limit: '34.2 kB',
    gzip: true,
  },
  {
    // Issue 12's budget, counted as its own `@airwave/sdk/chat` budget is: without what the
    // SDK's core carries and its own budget counts (xstate, zod's checks, react-query's core),
    // which any page of the kit has for its client, session and queries. What `<Chat>` adds:
    // the chat room and socket client, the components, styles and English words (measured
    // 31.59 kB). The next entry counts everything but React.
    name: '@airwave/react/chat: <Chat> without React and the SDK core (xstate, zod, query-core)',
    path: 'packages/react/dist/chat.js',
    import: '{ Chat }',
    ignore: ['react', 'react-dom', 'react/jsx-runtime', 'xstate', 'zod', '@tanstack/query-core'],
    modifyEsbuildConfig: onDemandChunks,
    limit: '45 kB',
    gzip: true,
  },
  {
    // A viewer's live chat: <Chat> with everything it loads at once, the SDK's chat room and
    // socket client (createRealtime, its machine), xstate, zod (the socket's events are parsed
    // by the contract), react-query (the viewer, blocked ids, emoticons), the kit's and the
    // chat's styles and English words. Not counted: React, and what loads later on its own:
    // socket.io-client (13.5 kB, fetched by the first connection), the emoticon picker (the
    // first click), the moderation menu and its dialog (moderators only), other languages.
    // Measured 53.84 kB after issue 16, of which xstate 12.7, zod 8.2 and query-core 3.9 (the
    // previous entry leaves those three out, as issue 12's budget is read); this one keeps the
    // whole from growing. +0.4 kB in issue 24 (measured 54.26 kB): the socket's string checks
    // (safeStrings) and the contract's int32 bounds.
    name: '@airwave/react/chat: <Chat> without React, everything it loads at once',
    path: 'packages/react/dist/chat.js',
    import: '{ Chat }',
    ignore: ['react', 'react-dom', 'react/jsx-runtime'],
    modifyEsbuildConfig: onDemandChunks,
    // Issue 24 points 13 and 26 (measured 54.71 kB): onError and onEvent, the not-sent notice taken back on reconnection.
    // +0.2 kB when issue 24's branches met (measured 54.86 kB): the player's offline state and
    // play-out, the overlay layers, server reach and the kit's reports, the chat's code-point
    // count.
    // +0.13 kB in issue 24 (measured 55.13 kB): a failed moderation call's toast says why
    // ("Can't reach the server" rather than "HTTP 502").
    // +0.85 kB in issue 26 (measured 55.71 kB): the GEMS line's amount, the participant view's
    // button and styles and its words (the view itself loads when opened).
    // +0.10 kB in issue 27 (measured 56.20 kB): a subscriber's badge image in the chat line, the entry's subscription fields.
    // +0.1 kB more in issue 27 (measured 56.30 kB): a SUBSCRIBE line's months and a GIFT_SUB line's count.
    // +0.31 kB over the old budget in issue 28 (measured 56.71 kB): the MISSION lines by status (proposed, started, completed, failed).
    // +1.14 kB in issue 29 (measured 58.04 kB): the chat's timeout and report menu items, its system lines and the timed-out input's countdown.
    // +0.13 kB in issue 29 (measured 58.23 kB): the chat catalogue's six report reasons and the dialog's choice of one.
    // +0.53 kB in issue 31 (measured 58.83 kB): the SDK's chat pace (a few new lines an animation frame; bench/chat-render at 1,000 messages a second, 4x CPU: 33 long tasks to 1 to 4, p95 frame 100 to 50 ms) and the socket's pushed events delivered outside its machine (pushedEvents: that delivery took 1,146 ms of 5 s at 4x CPU, 261 ms after).
    limit: '58.9 kB',
    gzip: true,
  },
  {
    // A viewer's poll on a channel page: usePoll (the SDK's poll machine over the page's
    // socket, xstate, zod's checks of the socket's events), PollButton, PollPopup and
    // PollOverlay, the poll's styles and English words. Not counted: React, and what loads later
    // on its own (socket.io-client with the first connection, other languages). A page with a
    // chat already carries most of it: issue 13 measured 38.78 kB, of which xstate 12.7, zod's
    // checks and the socket's contract about 12, react-query's core 3.9. +0.4 kB in issue 24
    // (measured 39.7 kB): the socket's string checks (safeStrings) and int32 bounds.
    // +4.3 kB in issue 24 (measured 44.27 kB): usePoll reads the viewer from the provider's session
    // (useViewer), which brings react-query's core; the channel page's chat loads it anyway.
    name: "@airwave/react/poll: the channel page's poll (button, popup, card) without React",
    path: 'packages/react/dist/poll.js',
    import: '{ usePoll, PollButton, PollPopup, PollOverlay }',
    ignore: ['react', 'react-dom', 'react/jsx-runtime'],
    modifyEsbuildConfig: onDemandChunks,
    // Issue 24 points 13 and 26 (measured 44.51 kB): the card through the layer manager, and its result time.
    // +0.6 kB when issue 24's branches met (measured 45.00 kB): the player's offline state and
    // play-out, the overlay layers, server reach and the kit's reports, the chat's code-point
    // count.
    // +0.2 kB in issue 25 (measured 45.30 kB): the shared pieces that
    // replaced copies (paging, retry alert, confirm frame, query and schema builders).
    // +0.1 kB in issue 31: 45.45 kB in this checkout, the same modules and the same minified bytes as before (esbuild metafile of the whole poll entry: 163,600 B before and after); only the shared chunks' names, and so their order in the bundle, changed when the rich text moved to shared/, and gzip compresses that order 50 B worse.
    limit: '45.5 kB',
    gzip: true,
  },
  {
    // The streamer's and managers' poll pages: the form, the list, a poll's page, with
    // react-query and the management's English words; the live updates bring the socket
    // client (measured 45.32 kB in issue 13). Viewers never load it.
    name: "@airwave/react/poll: the streamer's pages (form, list, poll) without React",
    path: 'packages/react/dist/poll.js',
    import: '{ PollForm, PollList, PollDetail, PollOngoing }',
    ignore: ['react', 'react-dom', 'react/jsx-runtime'],
    modifyEsbuildConfig: onDemandChunks,
    // +0.1 kB in issue 25 (measured 46.0 kB): the live updates' rule moved into the SDK
    // (followChannelPolls) and the list's pager counts with the SDK's pageCount.
    // +0.7 kB in issue 25 (measured 46.69 kB): the shared pieces that
    // replaced copies (paging, retry alert, confirm frame, query and schema builders).
    // +0.04 kB in issue 29 (measured 46.84 kB): the shared SDK core it loads (the chat schemas, the error catalogue's MANAGER_PERMISSION and CHT10007); not traced further (issue 31).
    // +0.1 kB in issue 31 (measured 46.93 kB): the socket's pushed events delivered outside its machine (pushedEvents; in bench/chat-render that delivery took 1,146 ms of 5 s at 4x CPU, 261 ms after).
    // +0.1 kB in issue 31: 47.04 kB in this checkout, the same modules and the same minified bytes as before (esbuild metafile of the whole poll entry: 163,600 B before and after); only the shared chunks' names, and so their order in the bundle, changed when the rich text moved to shared/, and gzip compresses that order 110 B worse.
    limit: '47.1 kB',
    gzip: true,
  },
  {
    // The login page's social buttons: the SDK's social flow machine (xstate), the providers'
    // query (react-query), the contract's checks (zod), the platforms' marks and the English
    // social words. Not counted: React, other languages. Measured 36.06 kB in issue 15 (xstate
    // 12.7 of it; a page of the kit with a chat or a poll already carries most of it).
    name: '@airwave/react/social: <SocialLoginButtons> without React',
    path: 'packages/react/dist/social.js',
    import: '{ SocialLoginButtons }',
    ignore: ['react', 'react-dom', 'react/jsx-runtime'],
    modifyEsbuildConfig: onDemandChunks,
    limit: '37 kB',
    gzip: true,
  },
  {
    // With the linked accounts and the sign-up forms (measured 40.76 kB in issue 15).
    name: '@airwave/react/social: everything it exports, React not counted',
    path: 'packages/react/dist/social.js',
    import: '{ SocialLoginButtons, LinkedAccounts, SocialAgreementForm, SocialChannelForm }',
    ignore: ['react', 'react-dom', 'react/jsx-runtime'],
    modifyEsbuildConfig: onDemandChunks,
    limit: '42 kB',
    gzip: true,
  },
  {
    // The header's bell and its panel: the notification queries and optimistic mutations
    // (react-query), zod's checks of the answers, the English words (measured 18.49 kB).
    name: '@airwave/react/notification: <NotificationBell> without React',
    path: 'packages/react/dist/notification.js',
    import: '{ NotificationBell }',
    ignore: ['react', 'react-dom', 'react/jsx-runtime'],
    modifyEsbuildConfig: onDemandChunks,
    // +0.4 kB in issue 25 (measured 19.79 kB): the shared pieces that
    // replaced copies (paging, retry alert, confirm frame, query and schema builders).
    limit: '19.9 kB',
    gzip: true,
  },
  {
    // The wallet's pages and the chat's cheer: the wallet machines (XState), the item queries
    // (react-query), zod's checks of the answers and the English words (measured 38.83 kB).
    name: '@airwave/react/wallet: the gem shop, payment result, histories, gift panel, balance without React',
    path: 'packages/react/dist/wallet.js',
    import: '{ GemCharge, PaymentResult, WalletHistory, GiftPanel, GemBalance }',
    ignore: ['react', 'react-dom', 'react/jsx-runtime'],
    modifyEsbuildConfig: onDemandChunks,
    // +1.5 kB in issue 26 (measured 40.3 kB): the wallet's English words grew by the streamer's
    // side (monetization, earnings, signature gems) and the ranking, kept in the one wallet
    // catalogue; the signature gem rules and error words.
    // +0.9 kB in issue 25 (measured 41.25 kB): the shared pieces that
    // replaced copies (paging, retry alert, confirm frame, query and schema builders).
    // +1.4 kB in issue 27 (measured 42.69 kB): the wallet's English words grew by the member's
    // subscriptions, their payments, the gift histories and the nickname colour (one catalogue).
    // +0.34 kB in issue 27 (measured 43.14 kB): the member's subscriptions, their payments and the gift subscription histories.
    limit: '43.3 kB',
    gzip: true,
  },
  {
    // The header's balance alone, as the site loads it after the shell: the possess query,
    // its answer's check and the English words (measured 10.21 kB).
    name: '@airwave/react/wallet: <GemBalance> without React',
    path: 'packages/react/dist/wallet.js',
    import: '{ GemBalance }',
    ignore: ['react', 'react-dom', 'react/jsx-runtime'],
    modifyEsbuildConfig: onDemandChunks,
    // +1.3 kB in issue 26 (measured 11.53 kB): the wallet's English words, which the balance
    // carries whole, grew by the streamer's side and the ranking.
    // +0.2 kB in issue 25 (measured 11.65 kB): the shared pieces that
    // replaced copies (paging, retry alert, confirm frame, query and schema builders).
    // +0.9 kB in issue 27 (measured 12.63 kB): the wallet's English words, carried whole, grew
    // by the member's subscriptions and gift histories.
    // +0.01 kB in issue 27 (measured 12.71 kB): the wallet's words grew with the subscription pages.
    limit: '12.8 kB',
    gzip: true,
  },
  {
    // The subscribe and gift flows: the subscription machines (XState), the plan and
    // subscribe-info queries (react-query), zod's checks of the answers, the English words and
    // the wallet's payment result and balance it reuses (measured 46.6 kB).
    name: '@airwave/react/subscription: the subscribe flow, gift form, payment return and subscriber pages without React',
    path: 'packages/react/dist/subscription.js',
    import: '{ SubscribeButton, GiftSubForm, SubscriptionPaymentResult }',
    ignore: ['react', 'react-dom', 'react/jsx-runtime'],
    modifyEsbuildConfig: onDemandChunks,
    // +0.56 kB in issue 27 (measured 47.36 kB): the streamer's subscriber pages share the entry.
    // +0.02 kB over the old budget in issue 28 (measured 47.42 kB): the chat contract it shares (MISSION entry fields).
    limit: '47.6 kB',
    gzip: true,
  },
  {
    // The challenge missions: the step, pledge and config machines (XState), the list, config
    // and history queries (react-query), zod's checks of the answers, the English words and
    // the stylesheet; React not counted (measured 49.22 kB in issue 28).
    name: '@airwave/react/mission: the missions panel, config form and history without React',
    path: 'packages/react/dist/mission.js',
    import: '{ MissionPanel, MissionConfigForm, MissionHistory }',
    ignore: ['react', 'react-dom', 'react/jsx-runtime'],
    modifyEsbuildConfig: onDemandChunks,
    // +0.07 kB over the old budget in issue 28 (measured 49.47 kB): measured after the merge with the server and the parsed MISSION_UPDATE.
    // +0.18 kB in issue 29 (measured 49.98 kB): the shared SDK core it loads (the chat schemas, the error catalogue's MANAGER_PERMISSION and CHT10007); not traced further (issue 31).
    // +0.1 kB in issue 31 (measured 50.10 kB): the socket's pushed events delivered outside its machine (pushedEvents; in bench/chat-render that delivery took 1,146 ms of 5 s at 4x CPU, 261 ms after).
    // +0.2 kB in issue 31: 50.30 kB in this checkout, the same modules and the same minified bytes as before (esbuild metafile: 154,018 B before and after); only the shared chunks' names, and so their order in the bundle, changed when the rich text moved to shared/, and gzip compresses that order 200 B worse.
    limit: '50.4 kB',
    gzip: true,
  },
  {
    // Direct messages: the header's button and panel, the room machine (XState), the rooms'
    // queries (react-query), the chat's rich text, zod's checks of the answers, the English
    // words (measured 55.25 kB); +0.54 kB for the member's own setting switch (react-query's
    // mutation observer; measured 55.79 kB).
    name: '@airwave/react/message: <MessageBadge> and <MessagePanel> without React',
    path: 'packages/react/dist/message.js',
    import: '{ MessageBadge, MessagePanel }',
    ignore: ['react', 'react-dom', 'react/jsx-runtime'],
    modifyEsbuildConfig: onDemandChunks,
    // +0.12 kB in issue 29 (measured 56.12 kB): the shared SDK core it loads (the chat schemas, the error catalogue's MANAGER_PERMISSION and CHT10007); not traced further (issue 31).
    // +0.2 kB in issue 31 (measured 56.25 kB here, 56.35 kB in a clean clone's CI run): the socket's pushed events delivered outside its machine (pushedEvents; in bench/chat-render that delivery took 1,146 ms of 5 s at 4x CPU, 261 ms after).
    limit: '56.4 kB',
    gzip: true,
  },
  {
    // With the settings page (measured 20.43 kB).
    name: '@airwave/react/notification: everything it exports, React not counted',
    path: 'packages/react/dist/notification.js',
    import: '{ NotificationBell, NotificationSettings }',
    ignore: ['react', 'react-dom', 'react/jsx-runtime'],
    modifyEsbuildConfig: onDemandChunks,
    // +0.6 kB in issue 25 (measured 22.02 kB): the shared pieces that
    // replaced copies (paging, retry alert, confirm frame, query and schema builders).
    limit: '22.1 kB',
    gzip: true,
  },
  {
    // The sign-up and the login pages: the sign-up's machines (the e-mail step, the new
    // password, the channel names) with xstate, react-query's core, the account's English words
    // and its stylesheet; React not counted (measured 37.43 kB in issue 15). The login alone is
    // 9.1 kB: no machine.
    // +0.6 kB in issue 24 (measured 38.40 kB): the int32 bounds and string checks of every call,
    // the embed's scope and consent, the sign-in link.
    name: '@airwave/react/account: <SignUp> and <LoginForm> without React',
    path: 'packages/react/dist/account.js',
    import: '{ SignUp, LoginForm }',
    ignore: ['react', 'react-dom', 'react/jsx-runtime'],
    modifyEsbuildConfig: onDemandChunks,
    // +0.4 kB when issue 24's branches met (measured 38.87 kB): the player's offline state and
    // play-out, the overlay layers, server reach and the kit's reports, the chat's code-point
    // count.
    // +0.25 kB in issue 25 (measured 39.13 kB): the account forms' problems as FormProblem
    // lists (withProblem, problemAt, the server codes' table through problemOfError).
    // +0.05 kB when issue 25's and 26's branches met (measured 39.25 kB): the one
    // translator, the form problems, the comment-thread module and the SDK's queries together.
    // +0.3 kB in issue 25 (measured 39.48 kB): the shared pieces that
    // replaced copies (paging, retry alert, confirm frame, query and schema builders).
    // +0.05 kB in issue 27 (measured 39.65 kB): the error catalogue files the subscription
    // refusals (ITE20011-ITE20017) and the emoticon upload's two conflicts.
    limit: '39.8 kB',
    gzip: true,
  },
  {
    // Every account screen (the settings, channels, withdrawal, notices, maintenance), React not
    // counted (measured 50.98 kB in issue 15). +0.6 kB in issue 24: a locked sign-in's offer of
    // a sign-in link and the page the link opens, with their two machines (measured 51.6 kB).
    // +0.3 kB in issue 24 (measured 51.94 kB): the int32 bounds and string checks of every call,
    // the embed's scope and consent, the sign-in link.
    // +0.3 kB in issue 24's new-user points (measured 52.37 kB): channel creation switches to
    // the new channel and confirms it, the field's error takes its hint's room, the sign-up
    // links the terms and privacy pages.
    name: '@airwave/react/account: everything it exports, React not counted',
    path: 'packages/react/dist/account.js',
    import: '*',
    ignore: ['react', 'react-dom', 'react/jsx-runtime'],
    modifyEsbuildConfig: onDemandChunks,
    // +0.37 kB measured on issue 26's branch (52.31 kB): the error catalogue's wallet codes
    // (ITE20001-ITE20010, kind 'wallet') are part of it; the rest was not isolated.
    // +0.3 kB for the sign-up's field hints and the new channel's confirmation (issue 24).
    // Issue 24 points 13 and 26 (measured 52.17 kB): the reports (onError, onEvent) and the overlay layer manager of the provider.
    // +0.18 kB when issue 25's and 26's branches met (measured 53.28 kB): the one
    // translator, the form problems, the comment-thread module and the SDK's queries together.
    // +0.8 kB in issue 25 (measured 54.06 kB): the shared pieces that
    // replaced copies (paging, retry alert, confirm frame, query and schema builders).
    // +0.01 kB over the old budget in issue 28 (measured 54.21 kB): the error catalogue's mission codes.
    limit: '54.4 kB',
    gzip: true,
  },
  {
    // The poll state an OBS widget runs without React: the machine and its socket and client
    // actors (xstate and zod not counted: any page of the kit has them; measured 2.33 kB).
    name: '@airwave/sdk/poll: pollMachine and pollActors (xstate and zod not counted)',
    import: { [`${sdk}/poll/index.js`]: '{ pollMachine, pollActors }' },
    ignore: ['xstate', 'zod'],
    limit: '2.5 kB',
    gzip: true,
  },
  {
    // A channel page's raid countdown and live-end screen (LiveScreens for <Player overlay>):
    // the SDK's raid and live-end machines over the page's socket and client, xstate, zod and
    // the socket's contract, the English raid words. Not counted: React, the player's screens
    // (loaded when one first shows, next entry), other languages. A page with a chat already
    // carries most of it (measured 32.23 kB, of which xstate 12.7 and the socket client ~9).
    // +0.4 kB in issue 24 (measured 33.12 kB): the socket's string checks (safeStrings).
    name: '@airwave/react/raid: <LiveScreens> without React',
    path: 'packages/react/dist/raid.js',
    import: '{ LiveScreens }',
    ignore: ['react', 'react-dom', 'react/jsx-runtime'],
    modifyEsbuildConfig: onDemandChunks,
    // +0.1 kB in issue 24 (measured 33.43 kB): the live-end screen's end seen on the page.
    // +0.04 kB over the old budget in issue 28 (measured 33.64 kB): the socket contract and the chat entry it shares.
    // +0.13 kB in issue 29 (measured 33.93 kB): the shared SDK core it loads (the chat schemas, the error catalogue's MANAGER_PERMISSION and CHT10007); not traced further (issue 31).
    limit: '34.0 kB',
    gzip: true,
  },
  {
    // A channel's live in a partner's page: <LivePlayer channelId> (the SDK's live state over the
    // socket drives the player: Offline, live, ended), the player core and its words; hls.js and
    // socket.io-client load on their own when a live plays. Issue 24 measured 49.39 kB.
    name: '@airwave/react/player: <LivePlayer> without React',
    path: 'packages/react/dist/player.js',
    import: '{ LivePlayer }',
    ignore: ['react', 'react-dom', 'react/jsx-runtime'],
    modifyEsbuildConfig: onDemandChunks,
    // +0.01 kB in issue 27 (measured 49.61 kB): the provider's item binding holds the subscription calls.
    // +0.05 kB over the old budget in issue 28 (measured 49.75 kB): the socket contract it shares.
    // +0.71 kB in issue 29 (measured 50.71 kB): the player's play log for the statistics (start, heartbeat, quality change, end).
    // +0.1 kB in issue 31 (measured 50.83 kB): the socket's pushed events delivered outside its machine (pushedEvents; in bench/chat-render that delivery took 1,146 ms of 5 s at 4x CPU, 261 ms after).
    limit: '50.9 kB',
    gzip: true,
  },
  {
    // The same with the streamer's raid panel (react-query for the live list; 41.09 kB).
    // +0.3 kB in issue 24 (measured 42.16 kB): the int32 bounds and string checks of every call,
    // the embed's scope and consent, the sign-in link.
    name: '@airwave/react/raid: everything it exports, React not counted',
    path: 'packages/react/dist/raid.js',
    import: '*',
    ignore: ['react', 'react-dom', 'react/jsx-runtime'],
    modifyEsbuildConfig: onDemandChunks,
    // Issue 24 points 13 and 26 (measured 42.32 kB): the screens through the layer manager.
    // +0.1 kB in issue 24 (measured 42.43 kB): the live-end screen's end seen on the page.
    // +0.3 kB in issue 25 (measured 42.74 kB): the shared pieces that
    // replaced copies (paging, retry alert, confirm frame, query and schema builders).
    // +0.04 kB over the old budget in issue 28 (measured 42.94 kB): the socket contract and the chat entry it shares.
    // +0.09 kB in issue 29 (measured 43.19 kB): the shared SDK core it loads (the chat schemas, the error catalogue's MANAGER_PERMISSION and CHT10007); not traced further (issue 31).
    limit: '43.2 kB',
    gzip: true,
  },
  {
    // The live like button of a channel page: the like machine, its calls and words, the kit's
    // provider pieces it uses (measured 20.55 kB; xstate, which a channel page has anyway for
    // its live status, is most of it).
    name: '@airwave/react/live: <LiveLikeButton> without React',
    path: 'packages/react/dist/live.js',
    import: '{ LiveLikeButton }',
    ignore: ['react', 'react-dom', 'react/jsx-runtime'],
    modifyEsbuildConfig: onDemandChunks,
    // Issue 24 points 13 and 26 (measured 21.02 kB): the reports (onError, onEvent) and the overlay layer manager of the provider.
    // +0.13 kB in issue 27 (measured 21.23 kB): the provider's item binding holds the subscription calls.
    limit: '21.4 kB',
    gzip: true,
  },
  {
    // Discovery's cards on a list page (issue 14): the card, the grid and shelf, the
    // not-interested machine, the menu and the confirm dialog, the English words (measured
    // 26.08 kB; xstate is most of it).
    name: '@airwave/react/video: <CardGrid> and <ThumbnailCard> without React',
    path: 'packages/react/dist/video.js',
    import: '{ CardGrid, ThumbnailCard }',
    ignore: ['react', 'react-dom', 'react/jsx-runtime'],
    modifyEsbuildConfig: onDemandChunks,
    // +0.2 kB when issue 24's branches met (measured 26.52 kB): the player's offline state and
    // play-out, the overlay layers, server reach and the kit's reports, the chat's code-point
    // count.
    limit: '26.7 kB',
    gzip: true,
  },
  {
    // The video page's parts: the like, the channel header with its follow, and the comment
    // section, which is the community's (rich text with DOMPurify, the emoticon picker,
    // react-query; measured 71.53 kB, everything the entry exports 74.11 kB).
    name: '@airwave/react/video: everything it exports, React not counted',
    path: 'packages/react/dist/video.js',
    import: '*',
    ignore: ['react', 'react-dom', 'react/jsx-runtime'],
    modifyEsbuildConfig: onDemandChunks,
    // +0.3 kB when issue 24's branches met (measured 74.65 kB): the player's offline state and
    // play-out, the overlay layers, server reach and the kit's reports, the chat's code-point
    // count.
    // +7.5 kB in issue 24 (measured 82.12 kB): useChannelVideos keeps a channel's video list
    // current over the page's socket (the realtime client: its connection machine and the
    // socket's event schemas). The cards alone do not carry it (their budget above).
    // +0.4 kB in issue 25 (measured 82.72 kB in a clean clone): the shared
    // pieces that replaced copies (paging, retry alert, confirm frame, query builders).
    // +0.1 kB in issue 31 (measured 82.81 kB): the socket's pushed events delivered outside its machine (pushedEvents; in bench/chat-render that delivery took 1,146 ms of 5 s at 4x CPU, 261 ms after).
    // -13.1 kB in issue 31 (measured 69.74 kB): the video comments' text as React elements (RichText), no DOMPurify.
    limit: '69.8 kB',
    gzip: true,
  },
  {
    // The search box: the combobox, the search box machine and its calls, the history rules,
    // the English words (measured 29.41 kB).
    // +0.2 kB in issue 24 (measured 30.01 kB): the int32 bounds and string checks of every call,
    // the embed's scope and consent, the sign-in link.
    name: '@airwave/react/search: <SearchBox> without React',
    path: 'packages/react/dist/search.js',
    import: '{ SearchBox }',
    ignore: ['react', 'react-dom', 'react/jsx-runtime'],
    modifyEsbuildConfig: onDemandChunks,
    // +0.01 kB in issue 27 (measured 30.20 kB in a clean clone, 1 B over): the shared provider
    // binds the item group, which now holds the subscription calls.
    limit: '30.3 kB',
    gzip: true,
  },
  {
    // The raid and live-end screens over the player, an entry of their own loaded on demand,
    // so the player's core budget below does not carry them: the two screens, their styles and
    // the English raid words (measured 5.2 kB).
    name: '@airwave/player/screens: the raid and live-end screens',
    path: 'packages/player/dist/screens/index.js',
    import: '*',
    modifyEsbuildConfig: onDemandChunks,
    // +0.04 kB when issue 25's and 26's branches met (measured 5.54 kB): the one
    // translator, the form problems, the comment-thread module and the SDK's queries together.
    limit: '5.6 kB',
    gzip: true,
  },
  {
    // The lazy hls.js provider module is counted; hls.js itself is not. So is the seek bar's
    // thumbnail preview, loaded on the bar's first hover (issue 14: measured 16.54 kB with it,
    // of which the preview about 1.5 kB).
    name: '@airwave/player: player core and UI without hls.js',
    path: 'packages/player/dist/index.js',
    import: '{ createPlayer, mountPlayerUI }',
    ignore: ['hls.js'],
    limit: '18 kB',
    gzip: true,
  },
  {
    // Core, UI and the light hls.js; the full build loads only for subtitles, alternate audio
    // or DRM, so only the bare `hls.js` specifier is left out (`ignore` would drop both).
    name: '@airwave/player: what a page loads before the first frame of a stream without subtitles',
    path: 'packages/player/dist/index.js',
    import: '{ createPlayer, mountPlayerUI }',
    modifyEsbuildConfig: (config) => ({
      ...config,
      plugins: [
        ...(config.plugins ?? []),
        {
          name: 'full-hls-on-demand',
          setup(build) {
            build.onResolve({ filter: /^hls\.js$/ }, ({ path }) => ({ path, external: true }))
            // The seek bar's thumbnail preview loads on the bar's first hover (issue 14).
            build.onResolve({ filter: /\/seekPreview(\.js)?$/ }, ({ path }) => ({
              path,
              external: true,
            }))
          },
        },
      ],
    }),
    limit: '135 kB',
    gzip: true,
  },
  {
    // A third-party page's cost of the embed's player element, before hls.js loads (measured
    // 15.06 kB); the facade and the 5 kB loader of the widgets issue go under this entry.
    name: '@airwave/widgets/embed: the player element without hls.js',
    path: 'packages/widgets/dist/embed/index.js',
    import: '{ defineAirwavePlayer }',
    ignore: ['hls.js'],
    // Another language's words load when an element asks for it.
    modifyEsbuildConfig: onDemandChunks,
    // +0.6 kB when issue 24's branches met (measured 15.96 kB): the player's offline state and
    // play-out, the overlay layers, server reach and the kit's reports, the chat's code-point
    // count.
    // +0.1 kB in issue 25 (measured 16.14 kB): the shared pieces that
    // replaced copies (paging, retry alert, confirm frame, query and schema builders).
    // +0.38 kB in issue 29 (measured 16.58 kB): the player's play log for the statistics (start, heartbeat, quality change, end).
    limit: '16.6 kB',
    gzip: true,
  },
  {
    // An OBS overlay page's cost: WidgetOverlay with the five overlays, the SDK's widget, alert
    // queue, chat room and poll machines, the socket client's machine, the contract's checks,
    // xstate, the overlays' styles and English words. Not counted: React, and what loads later
    // on its own (socket.io-client with the first connection, other languages).
    // Measured 54.95 kB in issue 16, of which xstate 12.7 and zod's checks about 10.
    name: '@airwave/widgets/overlays: an overlay page (WidgetOverlay) without React',
    path: 'packages/widgets/dist/overlays/index.js',
    import: '{ WidgetOverlay }',
    ignore: ['react', 'react-dom', 'react/jsx-runtime'],
    modifyEsbuildConfig: onDemandChunks,
    // Issue 24 points 13 and 26 (measured 56.11 kB): the reports (onError, onEvent) and the overlay layer manager of the provider.
    // +0.2 kB when issue 24's branches met (measured 56.23 kB): the player's offline state and
    // play-out, the overlay layers, server reach and the kit's reports, the chat's code-point
    // count.
    // +0.04 kB in issue 24 (measured 56.44 kB): the socket contract's VIDEO_READY event.
    // +0.23 kB in issue 26 (measured 56.46 kB): the alert box's special alert for a signature
    // gem (its title, frame and glow) and its words.
    // +0.33 kB in issue 25 (measured 56.77 kB): the poll widget's shares from the SDK's
    // pollStandings instead of its own copy (0.18 kB), the poll machine's shared rules and the
    // poll form's problems with their params in the contract (0.15 kB).
    // +0.1 kB (measured 57.20 kB) once the alert schemas moved to a module of their own (the
    // bundle's chunks split differently; no code was added).
    // +1.43 kB over the old budget in issue 28 (measured 58.73 kB): the challenge overlay follows MISSION_UPDATE (parsed) and the chat box says the MISSION lines.
    // +0.99 kB in issue 29 (measured 59.90 kB): the chat entries' SYSTEM type and moderation fields the chat overlay parses.
    limit: '60.0 kB',
    gzip: true,
  },
  {
    // The alert box's rules alone, for a renderer of one's own: the queue and the thresholds.
    name: '@airwave/sdk/widget: alertQueueMachine and passesExposure (xstate and zod not counted)',
    path: `${sdk}/widget/index.js`,
    import: '{ alertQueueMachine, passesExposure }',
    ignore: ['xstate', 'zod'],
    // Measured 1.98 kB in issue 16.
    limit: '2.5 kB',
    gzip: true,
  },
  {
    // Issue 16: what a page with `<script src=".../embed.js">` pays until an element is used:
    // the two elements, their posters and postMessage API, the iframe mode and the English
    // words (measured 4.83 kB). The player and the board load from chunks on use.
    name: '@airwave/widgets/embed.js: the script-tag loader',
    path: 'packages/widgets/dist/script/embed.js',
    limit: '5 kB',
    gzip: true,
  },
  {
    // A video embed's first load once played: the loader and the player chunk (the player's
    // core and UI: a video needs none of the live's code). hls.js (light, 118 kB) is not
    // counted, as in the player's own budget (measured 22.77 kB: the player's 18 kB and the
    // loader).
    name: '@airwave/widgets/embed.js: a video embed, loader and player chunk (hls.js not counted)',
    path: [
      'packages/widgets/dist/script/embed.js',
      'packages/widgets/dist/script/embed/chunks/player-*.js',
    ],
    modifyEsbuildConfig: scriptChunks,
    // +0.07 kB when issue 25's and 26's branches met (measured 23.57 kB): the one
    // translator, the form problems, the comment-thread module and the SDK's queries together.
    // +0.30 kB in issue 29 (measured 24.00 kB): the player's play log for the statistics (start, heartbeat, quality change, end).
    limit: '24.1 kB',
    gzip: true,
  },
  {
    // A live embed's: the same and the live chunk (the SDK's live-status and raid machines over
    // the socket, xstate, zod's checks and the socket's contract, the client). Not counted:
    // hls.js and what the socket's first connection fetches (socket.io-client, 13 kB), each
    // its own chunk. Measured 62.58 kB: about 40 kB over the video's are the SDK's live status
    // and raids (xstate 12.7, zod's checks and the socket's contract, the client).
    name: '@airwave/widgets/embed.js: a live embed, loader, player and live chunks (hls.js, socket.io-client not counted)',
    // (The live chunk imports the player's core; the player chunk adds a few lines to it.)
    path: [
      'packages/widgets/dist/script/embed.js',
      'packages/widgets/dist/script/embed/chunks/liveEmbed-*.js',
    ],
    modifyEsbuildConfig: scriptChunks,
    // +0.7 kB when issue 24's branches met (measured 64.07 kB): the player's offline state and
    // play-out, the overlay layers, server reach and the kit's reports, the chat's code-point
    // count.
    // +0.02 kB when issue 25's and 26's branches met (measured 64.22 kB): the one
    // translator, the form problems, the comment-thread module and the SDK's queries together.
    // +0.11 kB over the old budget in issue 28 (measured 64.41 kB): the socket contract and the chat entry it shares.
    // +0.70 kB in issue 29 (measured 65.30 kB): the player's play log for the statistics (start, heartbeat, quality change, end).
    limit: '65.4 kB',
    gzip: true,
  },
  {
    // The board's first load: the loader and the board chunk with its own React (the host
    // page needs none), react-query, xstate, zod, DOMPurify and the board's English words.
    // Measured 177.2 kB: React and react-dom about 58, the kit's board (its own budget is
    // 76.5 kB without React), the embed's session and sign-in. Loaded only once a board nears
    // the screen.
    // +0.6 kB in issue 24 (measured 179.78 kB): the int32 bounds and string checks of every call,
    // the embed's scope and consent, the sign-in link.
    name: '@airwave/widgets/embed.js: a community board embed, loader and board chunk with React',
    path: [
      'packages/widgets/dist/script/embed.js',
      'packages/widgets/dist/script/embed/chunks/community-*.js',
    ],
    modifyEsbuildConfig: scriptChunks,
    // 178.72 kB once merged with issue 15 (the kit's provider binds the account calls); 179.1 kB
    // with issue 24's two sign-in link calls.
    // Issue 24 points 13 and 26 (measured 181.01 kB): the board says an unreachable server in words and retries by itself; onError and onEvent.
    // +2.5 kB when issue 24's branches met (measured 183.48 kB): the player's offline state and
    // play-out, the overlay layers, server reach and the kit's reports, the chat's code-point
    // count.
    // +0.1 kB in issue 25 (measured 183.63 kB): the post composer's problems as a FormProblem
    // list.
    // +0.35 kB in issue 25 (measured 183.88 kB): the board's transitions and comment rules
    // written once (smaller minified, larger gzipped), and the chunks split differently.
    // +0.11 kB when issue 25's and 26's branches met (measured 184.11 kB): the one
    // translator, the form problems, the comment-thread module and the SDK's queries together.
    // +1.17 kB in issue 27 (measured 185.37 kB): the board's provider binds the subscription calls with the item group.
    // +1.23 kB in issue 29 (measured 186.73 kB): the shared SDK core it loads (the chat schemas, the error catalogue's MANAGER_PERMISSION and CHT10007); not traced further (issue 31).
    // +0.1 kB in issue 29 (measured 187.01 kB): the comment schemas' isBlinded and the blinded comment's row and rule.
    // +0.03 kB in issue 29 (measured 187.13 kB): the report reasons' radio group as a module of its own (shared with the chat's report dialog), reportReasonKeyOf.
    // -13.0 kB in issue 31 (measured 174.13 kB): the comments' text becomes React elements by the kit's rich-text rules, as the chat's always did (RichText), not HTML through DOMPurify.
    limit: '174.2 kB',
    gzip: true,
  },
]
