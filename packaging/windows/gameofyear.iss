; Inno Setup script of Game of the Year: turns the PyInstaller bundle into one setup .exe.
;
; On Windows, after `python packaging\build.py` has made dist\gameofyear\ and build\icons\:
;   python packaging\build.py --installer
; or by hand, from the repository's root (Inno Setup 6.3 or later):
;   "C:\Program Files (x86)\Inno Setup 6\ISCC.exe" /DAppVersion=0.2.0 packaging\windows\gameofyear.iss
; The installer is written to dist\GameOfTheYear-<version>-setup.exe.
; Paths below are relative to this script's folder; build.py passes absolute ones.

#ifndef AppVersion
  #define AppVersion "0.2.0"
#endif
#ifndef SourceDir
  #define SourceDir "..\..\dist\gameofyear"
#endif
#ifndef IconFile
  #define IconFile "..\..\build\icons\gameofyear.ico"
#endif
#define AppName "Game of the Year"
#define AppExe "gameofyear.exe"

[Setup]
; AppId identifies the game for upgrades and uninstalling: never change it.
AppId={{6F1B8E52-3C4A-4D0B-9E57-2A4F1C9B7D31}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher=The Game of the Year team
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
; A player without administrator rights may install for themself only.
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
OutputDir=..\..\dist
OutputBaseFilename=GameOfTheYear-{#AppVersion}-setup
SetupIconFile={#IconFile}
UninstallDisplayIcon={app}\{#AppExe}
Compression=lzma2
SolidCompression=yes
WizardStyle=modern
; The game's licence on the wizard's licence page; the bundle's THIRD-PARTY-NOTICES.txt and
; licenses\ (Qt's LGPL, Python's licence…) are installed with it.
LicenseFile={#SourceDir}\LICENSE

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "de"; MessagesFile: "compiler:Languages\German.isl"
Name: "fr"; MessagesFile: "compiler:Languages\French.isl"
Name: "it"; MessagesFile: "compiler:Languages\Italian.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[InstallDelete]
; An upgrade replaces the whole bundle: the old version's libraries, Qt plugins and
; licences go first, so that none of them lingers beside the new ones.
Type: filesandordirs; Name: "{app}\_internal"
Type: filesandordirs; Name: "{app}\licenses"

[Files]
; The whole bundle: gameofyear.exe, gameofyear-cli.exe, _internal\ (almanac, resources, Qt, Python),
; LICENSE, THIRD-PARTY-NOTICES.txt and licenses\.
Source: "{#SourceDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\{#AppExe}"; Comment: "{cm:GameComment}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; Comment: "{cm:GameComment}"; Tasks: desktopicon

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#StringChange(AppName, '&', '&&')}}"; Flags: nowait postinstall skipifsilent

[CustomMessages]
english.GameComment=Race through a 366-day calendar, read the almanac and collect the best year
de.GameComment=Reise durch einen Kalender mit 366 Tagen, lies im Almanach und erlebe das beste Jahr
fr.GameComment=Traversez une année de 366 jours, lisez l'almanach et vivez la meilleure année
it.GameComment=Attraversa un anno di 366 giorni, leggi l'almanacco e vivi l'anno migliore
