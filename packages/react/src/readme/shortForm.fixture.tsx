import { CommunityBoard } from '../community'
import { AirwaveProvider } from '../index'

export const App = () => (
  <AirwaveProvider baseUrl="https://api.example.com">
    <CommunityBoard channelId="kim" />
  </AirwaveProvider>
)
