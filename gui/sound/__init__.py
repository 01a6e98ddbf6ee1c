"""The lab's sound: the replay heard through the computer's speakers (PortAudio, through
sounddevice), silent without a sound device; its controls; and wallasey --sound's file."""
