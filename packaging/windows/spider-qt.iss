; Inno Setup 6 script for spider-qt: a per-user setup program around PyInstaller's
; one-folder app (dist\spider-qt\). Built by `python packaging/build.py windows`, which
; runs packaging/targets/windows.py, which runs:
;
;   ISCC.exe /DAppVersion=<version> /DSourceDir=<dist\spider-qt> /DOutputDir=<dist\installers>
;            /DIconFile=<spider-qt.ico> packaging\windows\spider-qt.iss
;
; Everything that changes between builds comes in as one of those defines, so a release
; never edits this file. Paths must be absolute: ISCC resolves relative ones against
; this script's folder.

; --- Defines: refuse to compile without them rather than build a wrong installer ---
#ifndef AppVersion
  #error AppVersion is not defined: pass /DAppVersion=X.Y.Z (packaging/build.py does)
#endif
#ifndef SourceDir
  #error SourceDir is not defined: pass /DSourceDir=<the PyInstaller folder dist\spider-qt>
#endif
#ifndef OutputDir
  #error OutputDir is not defined: pass /DOutputDir=<folder for the setup program>
#endif
#ifndef IconFile
  #error IconFile is not defined: pass /DIconFile=<the .ico of the app>
#endif

#define AppExeName "spider-qt.exe"

; --- Setup: identity, per-user install without an admin prompt, output, compression ---
[Setup]
; The AppId ties upgrades and the uninstaller to one entry in Settings -> Apps.
; Generated once; never change it (the leading {{ escapes the brace).
AppId={{EA535B4D-317E-406F-BEFC-8D836AACAAB5}
AppName=Spider
AppVersion={#AppVersion}
AppVerName=Spider {#AppVersion}
AppPublisher=spider-qt developers
; lowest = no UAC prompt; {autopf} is then %LOCALAPPDATA%\Programs. An administrator can
; still install for all users (into Program Files) with /ALLUSERS on the command line.
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=commandline
DefaultDirName={autopf}\spider-qt
DefaultGroupName=Spider
DisableProgramGroupPage=yes
; The frozen app (Qt 6, win_amd64 wheels) is 64-bit only; x64compatible also admits
; Windows 11 on Arm, which runs it under emulation.
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
OutputDir={#OutputDir}
OutputBaseFilename=spider-qt-{#AppVersion}-windows-setup
SetupIconFile={#IconFile}
UninstallDisplayName=Spider
UninstallDisplayIcon={app}\{#AppExeName}
Compression=lzma2/ultra64
SolidCompression=yes
WizardStyle=modern
; Offer to close a running Spider before replacing its files.
CloseApplications=yes

; --- Languages: the app itself is in English for now ---
[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"

; --- Tasks: the desktop shortcut is offered but unchecked ---
[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

; --- InstallDelete: on an upgrade, drop the previous version's frozen libraries first,
; so no stale DLL or module from an older PyInstaller build lingers beside the new ones.
; The player's files are in %LOCALAPPDATA%\spider-qt, never under {app}. ---
[InstallDelete]
Type: filesandordirs; Name: "{app}\_internal"

; --- Files: the whole PyInstaller folder, subfolders included ---
[Files]
Source: "{#SourceDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

; --- Icons: Start menu entry (folder "Spider"), its uninstaller, the optional desktop icon ---
[Icons]
Name: "{group}\Spider"; Filename: "{app}\{#AppExeName}"; WorkingDir: "{app}"
Name: "{group}\{cm:UninstallProgram,Spider}"; Filename: "{uninstallexe}"
Name: "{autodesktop}\Spider"; Filename: "{app}\{#AppExeName}"; WorkingDir: "{app}"; Tasks: desktopicon

; --- Run: the last page offers to start the game (not in a silent install) ---
[Run]
Filename: "{app}\{#AppExeName}"; Description: "{cm:LaunchProgram,Spider}"; Flags: nowait postinstall skipifsilent

; The uninstaller removes exactly what [Files] and [Icons] installed. It deliberately
; leaves the player's settings, saved game and statistics in %LOCALAPPDATA%\spider-qt
; (docs/install.md says how to remove them too).
