// Boot stage 5 (see client.tsx): every route's options and the layout they share.
import '../routeTree.gen'
