// Boot stage 1 (see client.tsx): React and React DOM.
import 'react'
import 'react/jsx-runtime'
import 'react-dom/client'
